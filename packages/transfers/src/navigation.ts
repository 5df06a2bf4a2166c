import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entries of the shell's main navigation: "Transfers" opens the transfer between own accounts. */
export const transfersNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/transfer/account', label: msg`Transfers` },
];
