// The lists the business forms choose from (WIRE.md "Dictionaries"), read once per language and kept: they
// change with a release, not during a registration.
import { useLingui } from '@lingui/react/macro';
import { failureText, type Loadable, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchCurrencies, fetchDictionary, type RegistrationDictionary } from '../api/dictionaries';
import { registrationKeys } from '../api/keys';
import type { DictionaryItem } from '../api/schemas';
import type { FinancialDictionaries } from './screens/FinancialInfoFormScreen';

const KEPT = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

const dictionary = (lang: string, name: RegistrationDictionary, kind?: 'personal' | 'business') => ({
  queryKey: registrationKeys.dictionary(lang, name, kind),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDictionary(api, name, kind ? { kind } : {}, lang, signal),
  ...KEPT,
});

/** The financial form's lists and the persons' sources of funds, each loading, failed or ready; `retry` refetches failures. */
export function useBusinessDictionaries(): {
  financial: Loadable<FinancialDictionaries>;
  personalSources: Loadable<readonly DictionaryItem[]>;
  retry: () => void;
} {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const results = useQueries({
    queries: [
      dictionary(lang, 'sourcesOfFunds', 'business'),
      dictionary(lang, 'purposesOfAccount', 'business'),
      dictionary(lang, 'estimatedMonthlyDeposits'),
      {
        queryKey: registrationKeys.dictionary(lang, 'currencies'),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrencies(api, lang, signal),
        ...KEPT,
      },
      dictionary(lang, 'sourcesOfFunds', 'personal'),
    ],
  });
  const [sources, purposes, deposits, currencies, personal] = results;
  return useMemo(() => {
    const financialParts = [sources, purposes, deposits, currencies] as const;
    const failed = financialParts.find((query) => query.isError && query.data === undefined);
    let financial: Loadable<FinancialDictionaries> = { kind: 'loading' };
    if (failed) financial = { kind: 'failed', message: failureText(failed.error, i18n) };
    else if (sources.data && purposes.data && deposits.data && currencies.data)
      financial = {
        kind: 'ready',
        data: {
          sourcesOfFunds: sources.data,
          purposesOfAccount: purposes.data,
          estimatedMonthlyDeposits: deposits.data,
          currencies: currencies.data,
        },
      };
    return {
      financial,
      personalSources: toLoadable(personal, i18n),
      retry: () => {
        for (const query of results) if (query.isError) void query.refetch();
      },
    };
  }, [sources, purposes, deposits, currencies, personal, results, i18n]);
}
