import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** This package's entries of the shell's main navigation: "Profile" (status, addresses, phones, documents). */
export const kycNavigation: { to: string; label: MessageDescriptor }[] = [{ to: '/profile', label: msg`Profile` }];
