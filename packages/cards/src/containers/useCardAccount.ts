import { useAccounts } from '@paydeck/accounts';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { findCard } from '../model/card-account';

/**
 * The card account a page is about, from the account list. When the list says it is not a card of the
 * customer, or its account is closed, the page goes home (payments.md 2); until then `account` is null.
 */
export function useCardAccount(accountId: number) {
  const router = useRouter();
  const accounts = useAccounts();
  const lookup = accounts.data ? findCard(accounts.data, accountId) : null;
  // A card just ordered is missing from a list fetched before it: decide only on a list that is not
  // being fetched again (the apply page invalidates the list, the throttle may hold the refetch ~3 s).
  const goesHome = lookup !== null && lookup.kind !== 'card' && !accounts.isFetching;
  useEffect(() => {
    if (goesHome) void router.navigate({ href: '/home', replace: true });
  }, [goesHome, router]);
  return { accounts, account: lookup?.kind === 'card' ? lookup.account : null, goesHome };
}
