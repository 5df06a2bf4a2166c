// Every country of the one code list, named in the interface language by Intl.DisplayNames (ui's `countries`,
// as every country picker): the beneficiary's and the bank's country.
import { countries } from '@paydeck/ui/combobox';
import { useMemo } from 'react';
import type { Country } from '../../components/external/types';

export function useCountries(locale: string): Country[] {
  return useMemo(() => countries(locale).map(({ id, name }) => ({ code: id, name })), [locale]);
}
