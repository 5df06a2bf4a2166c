import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entries of the shell's main navigation, in order. */
export const accountsNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/home', label: msg`Home` },
  { to: '/history', label: msg`History` },
  { to: '/statements', label: msg`Statements` },
  { to: '/news', label: msg`News` },
];
