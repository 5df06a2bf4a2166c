// The dictionaries of places (WIRE.md "Dictionaries"), bound to the session's api client: read once a session
// (states per country, birth countries per language).
import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchAddressDocumentTypes, fetchBirthCountries, fetchStates } from '../api/place-dictionaries';
import type { Places } from '../components/common/places';

const once = { staleTime: Number.POSITIVE_INFINITY } as const;

export const statesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['kyc-dictionary', 'states', countryCode] as const,
    queryFn: ({ signal }) => fetchStates(api, countryCode, signal),
    ...once,
  });
export const birthCountriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['kyc-dictionary', 'birth-countries', lang] as const,
    queryFn: ({ signal }) => fetchBirthCountries(api, lang, signal),
    ...once,
  });
export const addressDocumentTypesQuery = (countryCode?: string) =>
  queryOptions({
    queryKey: ['kyc-dictionary', 'address-document-types', countryCode ?? ''] as const,
    queryFn: ({ signal }) => fetchAddressDocumentTypes(api, countryCode, signal),
    ...once,
  });

/** The places the address forms read (the PlacesProvider's value). */
export function usePlaces(): Places {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return useMemo(
    () => ({
      loadStates: (countryCode: string) => queryClient.fetchQuery(statesQuery(countryCode.toUpperCase())),
      loadBirthCountries: () => queryClient.fetchQuery(birthCountriesQuery(lang)),
    }),
    [queryClient, lang],
  );
}
