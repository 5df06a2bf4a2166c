import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entry of the shell's main navigation: "Messages", the helpdesk tickets. */
export const supportNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/messages', label: msg`Messages` },
];
