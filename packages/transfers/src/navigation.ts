import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyAction } from '@paydeck/auth/navigation';

/**
 * This package's entries of the shell's main navigation: "Transfers" opens the transfer between own accounts,
 * for those who may send (a read-only company user may not).
 */
export const transfersNavigation: { to: string; label: MessageDescriptor; needs?: CompanyAction }[] = [
  { to: '/transfer/account', label: msg`Transfers`, needs: 'initiate' },
];
