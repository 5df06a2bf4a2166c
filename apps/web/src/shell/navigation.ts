import type { MessageDescriptor } from '@lingui/core';
import type { GuardedEntry } from '@paydeck/auth/navigation';
import { activeBrand } from '@paydeck/brand-config/active';
import { accountsNavigation } from '@paydeck/accounts/navigation';
import { cardsNavigation } from '@paydeck/cards/navigation';
import { contractsNavigation } from '@paydeck/contracts/navigation';
import { invoicesNavigation } from '@paydeck/invoices/navigation';
import { kycNavigation } from '@paydeck/kyc/navigation';
import { merchantNavigation } from '@paydeck/merchant/navigation';
import { supportNavigation } from '@paydeck/support/navigation';
import { transfersNavigation } from '@paydeck/transfers/navigation';

/**
 * One entry of the main navigation; packages export theirs and the shell lists them here. `needs` (what the
 * page needs of the company acted for) and `forDocumentsOnly` let the shell show only the pages the person may
 * open (auth's `useCompanyRights().allowed`, the same rule as the `_session` guard).
 */
export type NavItem = GuardedEntry & { label: MessageDescriptor };

/**
 * The main navigation, in order, composed from the packages' exported items (each from a small
 * `/navigation` entry, so the header does not pull a package's screens into the first paint).
 * Shown to signed-in people only; the merchant area only where the brand enables it.
 */
export const navigation: readonly NavItem[] = [
  ...accountsNavigation,
  ...transfersNavigation,
  ...invoicesNavigation,
  ...cardsNavigation,
  ...kycNavigation,
  ...(activeBrand.merchantApiEnabled ? merchantNavigation : []),
  ...contractsNavigation,
  ...supportNavigation,
];

/**
 * The entries the header's bar shows as links; the others are under its "More" menu. Eleven entries, the
 * language switcher, the approvals badge, the bell and a business's name do not fit in one row at 1280 px.
 * The mobile drawer lists every entry. (The company documents are the only entry of a person limited to them.)
 */
const barEntries: ReadonlySet<string> = new Set([
  '/home',
  '/history',
  '/transfer/account',
  '/transfer/invoices',
  '/cards',
  '/company-documents',
]);

/** The bar's links and the "More" menu's of the entries a person may open. */
export function splitNavigation<T extends NavItem>(items: readonly T[]): { bar: T[]; more: T[] } {
  return {
    bar: items.filter((item) => barEntries.has(item.to)),
    more: items.filter((item) => !barEntries.has(item.to)),
  };
}

/** Whether `pathname` is the entry's page or one under it ("/merchant/api-keys" is under "/merchant"). */
export function isUnder(pathname: string, entry: string): boolean {
  return pathname === entry || pathname.startsWith(`${entry}/`);
}
