// The queries of this package bound to the session's api client (auth's `api`): what screens here
// and other packages (transfers, cards, invoices) use.
import { api, sessionState, useSession } from '@paydeck/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAccounts } from './api/accounts';
import { fetchAnnouncements, fetchAnnouncementsToAnswer } from './api/announcements';
import { fetchHistory, fetchTransactionTypes, type HistoryFilter } from './api/history';
import { accountKeys } from './api/keys';
import { createThrottle } from './model/throttle';

/** Accounts fetch: cached 5000 ms, throttled to one request per 3000 ms (payments.md 9). */
export const ACCOUNTS_STALE_MS = 5000;
export const ACCOUNTS_THROTTLE_MS = 3000;

const accountsThrottle = createThrottle(ACCOUNTS_THROTTLE_MS);

/** The accounts (balances) of the customer acted for. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    // Keyed by the customer acted for, so a company switch never shares another customer's request.
    queryFn: () => accountsThrottle.run(`customer:${sessionState().fromCustomerId ?? 'own'}`, () => fetchAccounts(api)),
    staleTime: ACCOUNTS_STALE_MS,
  });

/** The accounts as a query (loading, error, data), only while signed in. */
export function useAccounts() {
  const { isSignedIn } = useSession();
  return useQuery({ ...accountsQuery(), enabled: isSignedIn });
}

export const transactionTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: accountKeys.transactionTypes(lang),
    queryFn: ({ signal }) => fetchTransactionTypes(api, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const historyQuery = (filter: HistoryFilter) =>
  queryOptions({
    queryKey: accountKeys.historyPage(filter),
    queryFn: ({ signal }) => fetchHistory(api, filter, signal),
  });

export const announcementsQuery = () =>
  queryOptions({ queryKey: accountKeys.announcements(), queryFn: ({ signal }) => fetchAnnouncements(api, signal) });

/** The announcements waiting for the person's answer, as the server counts them. */
export const announcementsToAnswerQuery = () =>
  queryOptions({
    queryKey: accountKeys.announcementsToAnswer(),
    queryFn: ({ signal }) => fetchAnnouncementsToAnswer(api, signal),
  });
