import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { BirthCountry, CountryState } from '../../api/place-dictionaries';

/**
 * Where the forms read the states of a country (`dictionaryStates`) and the birth countries
 * (`dictionaryBirthCountries`). No provider: the forms ask for no state and offer every country as a birth country.
 */
export interface Places {
  loadStates: (countryCode: string) => Promise<readonly CountryState[]>;
  loadBirthCountries?: () => Promise<readonly BirthCountry[]>;
}

const PlacesContext = createContext<Places | null>(null);

export function PlacesProvider({ places, children }: { places: Places; children: ReactNode }) {
  return <PlacesContext.Provider value={places}>{children}</PlacesContext.Provider>;
}

/**
 * The states of `countryCode`: `[]` for a country without states (or no country, or no provider), undefined while
 * they load. A failed read counts as no states: the bank then names the missing state in its answer.
 */
export function useCountryStates(countryCode: string): readonly CountryState[] | undefined {
  const places = useContext(PlacesContext);
  const [loaded, setLoaded] = useState<{ countryCode: string; states: readonly CountryState[] } | null>(null);
  const wanted = places && countryCode ? countryCode : '';
  useEffect(() => {
    if (!places || !wanted) return;
    let current = true;
    places.loadStates(wanted).then(
      (states) => current && setLoaded({ countryCode: wanted, states }),
      () => current && setLoaded({ countryCode: wanted, states: [] }),
    );
    return () => {
      current = false;
    };
  }, [places, wanted]);
  if (!wanted) return [];
  return loaded?.countryCode === wanted ? loaded.states : undefined;
}

/** The codes a birth country may be (`only` of a country choice); undefined (every country) until read or without. */
export function useBirthCountryCodes(): readonly string[] | undefined {
  const places = useContext(PlacesContext);
  const [codes, setCodes] = useState<readonly string[] | undefined>(undefined);
  useEffect(() => {
    const load = places?.loadBirthCountries;
    if (!load) return;
    let current = true;
    load().then(
      (countries) => current && setCodes(countries.map((country) => country.code)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [places]);
  return codes;
}
