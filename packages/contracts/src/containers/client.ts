// The contracts service's client (api-client createContractsClient): the session's token, the language, and the
// customer acted for as X-Customer-Id (the customer info's id: the company when acting for one).
import { createContractsClient } from '@paydeck/api-client';
import { activeBrand } from '@paydeck/brand-config/active';
import { apiRoots, getAccessToken, logout, useCustomer } from '@paydeck/auth';
import { i18n, toLocale } from '@paydeck/i18n';

let actingFor: number | null = null;

export const contractsClient = createContractsClient({
  root: apiRoots.contracts,
  getAccessToken,
  getCustomerId: () => actingFor,
  getLanguage: () => toLocale(i18n.locale) ?? activeBrand.defaultLanguage,
  onAuthError: () => logout('sessionExpired'),
});

/** The customer the person acts as (null until the customer info is known); the client sends it. */
export function useActingCustomer(): number | null {
  const { data } = useCustomer();
  actingFor = data?.customerId == null ? null : Number(data.customerId);
  return actingFor;
}
