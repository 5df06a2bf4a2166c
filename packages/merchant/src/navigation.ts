import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * This package's entry of the shell's main navigation: "Merchant" (the section's root sends to security
 * verification). The shell lists it only where the brand enables the merchant area (`merchantApiEnabled`).
 */
export const merchantNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/merchant', label: msg`Merchant` },
];
