import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entries of the shell's main navigation: "Cards" opens the cards redirect. */
export const cardsNavigation: { to: string; label: MessageDescriptor }[] = [{ to: '/cards', label: msg`Cards` }];
