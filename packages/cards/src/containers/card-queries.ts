// The queries of the card pages, bound to the session's api client (auth's `api`).
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchActivationData, fetchCardInfo, fetchVirtualDetails } from '../api/card';
import { cardKeys } from '../api/keys';

export const cardInfoQuery = (accountId: number) =>
  queryOptions({
    queryKey: cardKeys.info(accountId),
    queryFn: ({ signal }) => fetchCardInfo(api, accountId, signal),
  });

/** The activation fee and fields: asked again each time (the fee accounts' balances move). */
export const activationQuery = (accountId: number) =>
  queryOptions({
    queryKey: cardKeys.activation(accountId),
    queryFn: ({ signal }) => fetchActivationData(api, accountId, signal),
    staleTime: 0,
  });

/** A virtual card's number and CVV: fetched on demand and dropped from the cache at once. */
export const virtualDetailsQuery = (accountId: number) =>
  queryOptions({
    queryKey: cardKeys.virtualDetails(accountId),
    queryFn: ({ signal }) => fetchVirtualDetails(api, accountId, signal),
    staleTime: 0,
    gcTime: 0,
  });
