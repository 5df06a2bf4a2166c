import { accountKeys, fetchTransactionTypes } from '@paydeck/accounts/api';
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchRequestCreators } from '../../api/business-users';
import { fetchRequestCount, fetchTransactionRequests, type RequestFilter } from '../../api/company-requests';
import { transferKeys } from '../../api/keys';

/** One page of waiting requests; realtime events invalidate it (useRequestEvents). */
export const requestsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: transferKeys.requests(filter),
    queryFn: ({ signal }) => fetchTransactionRequests(api, filter, signal),
  });

/** The header's count; kept current by the `transactionRequests` notification. */
export const requestCountQuery = () =>
  queryOptions({
    queryKey: transferKeys.requestCount(),
    queryFn: ({ signal }) => fetchRequestCount(api, signal),
    staleTime: 60_000,
  });

/** The company's users for the creator filter. */
export const creatorsQuery = () =>
  queryOptions({
    queryKey: [...transferKeys.all, 'request-creators'] as const,
    queryFn: ({ signal }) => fetchRequestCreators(api, signal),
    staleTime: 5 * 60_000,
  });

/** The transaction types dictionary, shared with history (the same cache entry). */
export const transactionTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: accountKeys.transactionTypes(lang),
    queryFn: ({ signal }) => fetchTransactionTypes(api, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
