import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entries of the shell's main navigation: "Invoices" (received and sent). */
export const invoicesNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/transfer/invoices', label: msg`Invoices` },
];
