// The external page's queries, bound to the session's api client; each is enabled only when the model's
// precondition gives its payload (payments.md 5: a lookup is never sent with holes).
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchBlockedBins, fetchPaymentTemplates, fetchPayoutCards } from '../../api/external-beneficiaries';
import {
  fetchBanks,
  fetchBranchOptions,
  fetchCountryTransferTypes,
  fetchExternalLimits,
  fetchExternalMaxAmount,
  fetchExtraParams,
  fetchInstantBanks,
} from '../../api/external-lookups';
import { type ExternalFeeRequest, fetchCryptoFee, fetchExternalFee } from '../../api/external-transfers';
import { transferKeys } from '../../api/keys';
import type { ExternalRail } from '../../model/external';
import type { externalLimitsRequest, externalMaxAmountRequest } from '../../model/external-preconditions';

const key = (...parts: unknown[]) => [...transferKeys.all, 'external', ...parts] as const;
const once = { staleTime: Number.POSITIVE_INFINITY };

export const countryTypesQuery = (countryCode: string | null) =>
  queryOptions({
    queryKey: key('country', countryCode),
    queryFn: ({ signal }) => fetchCountryTransferTypes(api, countryCode as string, signal),
    enabled: countryCode !== null,
    ...once,
  });

export const templatesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: key('templates'), queryFn: ({ signal }) => fetchPaymentTemplates(api, signal), enabled });

export const payoutCardsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: key('cards'), queryFn: ({ signal }) => fetchPayoutCards(api, signal), enabled });

/** payments.md 5: "A blocked-BIN list is fetched" (once a session). */
export const blockedBinsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: key('blocked-bins'),
    queryFn: ({ signal }) => fetchBlockedBins(api, signal),
    enabled,
    ...once,
  });

export const banksQuery = (rail: ExternalRail | null, countryCode: string | null) =>
  queryOptions({
    queryKey: key('banks', rail, countryCode),
    queryFn: ({ signal }) =>
      rail === 'instant'
        ? fetchInstantBanks(api, countryCode as string, signal)
        : fetchBanks(api, countryCode as string, signal),
    enabled: countryCode !== null && (rail === 'eft' || rail === 'instant'),
    ...once,
  });

export const branchesQuery = (payload: { paramName: string; countryCode: string; bankCode: string } | null) =>
  queryOptions({
    queryKey: key('branches', payload),
    queryFn: ({ signal }) => fetchBranchOptions(api, payload as NonNullable<typeof payload>, signal),
    enabled: payload !== null,
    ...once,
  });

type ExtraParamsPayload = { transferType: string; countryCode: string; currencyCode?: string };

/** The same rail to the same country: only the paying account's currency differs. */
const sameDestination = (a: unknown, b: ExtraParamsPayload | null) => {
  const before = a as ExtraParamsPayload | null | undefined;
  return !!before && !!b && before.transferType === b.transferType && before.countryCode === b.countryCode;
};

/**
 * The country's extra fields for the rail. When the account (its currency) changes, the fields asked for the
 * same rail and country stay on screen until the new answer comes: dropping them to "loading" unmounted
 * their inputs under the person's hands (an open "Purpose of payment" list closed: the bad-IBAN journey).
 */
export const extraParamsQuery = (payload: ExtraParamsPayload | null) =>
  queryOptions({
    queryKey: key('extra-params', payload),
    queryFn: ({ signal }) => fetchExtraParams(api, payload as ExtraParamsPayload, signal),
    enabled: payload !== null,
    placeholderData: (previous, previousQuery) =>
      sameDestination(previousQuery?.queryKey.at(-1), payload) ? previous : undefined,
    ...once,
  });

export const feeQuery = (rail: ExternalRail | null, payload: ExternalFeeRequest | null) =>
  queryOptions({
    queryKey: key('fee', rail, payload),
    queryFn: ({ signal }) => fetchExternalFee(api, rail as ExternalRail, payload as ExternalFeeRequest, signal),
    enabled: rail !== null && payload !== null,
    staleTime: 60_000,
  });

export const networkFeeQuery = (currencyCode: string | null) =>
  queryOptions({
    queryKey: key('network-fee', currencyCode),
    queryFn: ({ signal }) => fetchCryptoFee(api, { currencyCode: currencyCode as string }, signal),
    enabled: currencyCode !== null,
    staleTime: 60_000,
  });

export const maxQuery = (payload: ReturnType<typeof externalMaxAmountRequest>) =>
  queryOptions({
    queryKey: key('max', payload),
    queryFn: ({ signal }) => fetchExternalMaxAmount(api, payload as NonNullable<typeof payload>, signal),
    enabled: payload !== null,
  });

export const limitsQuery = (payload: ReturnType<typeof externalLimitsRequest>) =>
  queryOptions({
    queryKey: key('limits', payload),
    queryFn: ({ signal }) => fetchExternalLimits(api, payload as NonNullable<typeof payload>, signal),
    enabled: payload !== null,
  });
