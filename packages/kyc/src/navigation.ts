import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * This package's entries of the shell's main navigation: "Profile" (status, addresses, phones, documents), and for
 * a company user limited to the company documents (no balance-info access) the way back to them.
 */
export const kycNavigation: { to: string; label: MessageDescriptor; forDocumentsOnly?: boolean }[] = [
  { to: '/profile', label: msg`Profile` },
  { to: '/company-documents', label: msg`Company documents`, forDocumentsOnly: true },
];
