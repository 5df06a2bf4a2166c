// The queries of the kyc pages, bound to the session's api client (auth's `api`).
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { fetchAddresses } from '../api/address';
import { fetchPaymentEmails, fetchUsernameChange } from '../api/emails';
import { kycKeys } from '../api/keys';
import {
  type DictionaryName,
  fetchClientIp,
  fetchDictionary,
  fetchDocumentCategories,
  fetchDocuments,
  fetchEmails,
  fetchIdentityDocuments,
  fetchKycCustomerInfo,
  fetchKycRequest,
  fetchLimitReasons,
  fetchProfile,
} from '../api/profile';

/**
 * How long a page's answer counts as fresh: a route's loader reads it a moment before the page mounts (the pages'
 * `prefetch…Page`), and mounting must not read it again. Any change invalidates `kycKeys.all` at once.
 */
export const PAGE_DATA_FRESH_MS = 10_000;

export const kycCustomerInfoQuery = () =>
  queryOptions({
    queryKey: kycKeys.customerInfo(),
    queryFn: ({ signal }) => fetchKycCustomerInfo(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
export const kycRequestQuery = () =>
  queryOptions({
    queryKey: kycKeys.request(),
    queryFn: ({ signal }) => fetchKycRequest(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
export const profileQuery = () =>
  queryOptions({
    queryKey: kycKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
export const addressesQuery = () =>
  queryOptions({ queryKey: kycKeys.addresses(), queryFn: ({ signal }) => fetchAddresses(api, signal) });
export const emailsQuery = () =>
  queryOptions({
    queryKey: kycKeys.emails(),
    queryFn: ({ signal }) => fetchEmails(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
export const identityQuery = () =>
  queryOptions({ queryKey: kycKeys.identity(), queryFn: ({ signal }) => fetchIdentityDocuments(api, signal) });
export const documentsQuery = () =>
  queryOptions({
    queryKey: kycKeys.documents(),
    queryFn: ({ signal }) => fetchDocuments(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
export const limitReasonsQuery = () =>
  queryOptions({ queryKey: kycKeys.limitReasons(), queryFn: ({ signal }) => fetchLimitReasons(api, signal) });
export const clientIpQuery = () =>
  queryOptions({
    queryKey: kycKeys.clientIp(),
    queryFn: ({ signal }) => fetchClientIp(api, signal),
    staleTime: 300_000,
  });
export const paymentEmailsQuery = () =>
  queryOptions({ queryKey: kycKeys.paymentEmails(), queryFn: ({ signal }) => fetchPaymentEmails(api, signal) });
export const usernameChangeQuery = () =>
  queryOptions({
    queryKey: kycKeys.usernameChange(),
    queryFn: ({ signal }) => fetchUsernameChange(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });

/** Dictionaries change rarely: read once a session per language. */
export const dictionaryQuery = (name: DictionaryName, kind: string | undefined, lang: string) =>
  queryOptions({
    queryKey: kycKeys.dictionary(name, kind, lang),
    queryFn: ({ signal }) => fetchDictionary(api, name, kind ? { kind } : {}, lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const documentCategoriesQuery = (countryCode?: string) =>
  queryOptions({
    queryKey: kycKeys.documentCategories(countryCode),
    queryFn: ({ signal }) => fetchDocumentCategories(api, countryCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
