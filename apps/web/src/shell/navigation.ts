import type { MessageDescriptor } from '@lingui/core';
import { activeBrand } from '@paydeck/brand-config/active';
import { accountsNavigation } from '@paydeck/accounts/navigation';
import { cardsNavigation } from '@paydeck/cards/navigation';
import { invoicesNavigation } from '@paydeck/invoices/navigation';
import { kycNavigation } from '@paydeck/kyc/navigation';
import { merchantNavigation } from '@paydeck/merchant/navigation';
import { transfersNavigation } from '@paydeck/transfers/navigation';

/** One entry of the main navigation; packages export theirs and the shell lists them here. */
export type NavItem = { to: string; label: MessageDescriptor };

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
];
