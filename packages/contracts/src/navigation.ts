import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entry of the shell's main navigation: "Contracts" opens the revenue-split contracts. */
export const contractsNavigation: { to: string; label: MessageDescriptor }[] = [
  { to: '/revenue-split', label: msg`Contracts` },
];
