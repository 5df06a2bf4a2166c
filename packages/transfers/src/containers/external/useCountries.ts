// Every country by its name in the interface language (i18n-iso-countries); the names of one language are
// loaded when the screen first needs them (a chunk per language), English until then.
import countries from 'i18n-iso-countries';
import { useEffect, useState } from 'react';
import type { Country } from '../../components/external/types';

type LocaleData = Parameters<typeof countries.registerLocale>[0];
const loaders: Record<string, () => Promise<{ default: LocaleData }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  ro: () => import('i18n-iso-countries/langs/ro.json'),
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  uk: () => import('i18n-iso-countries/langs/uk.json'),
  pt: () => import('i18n-iso-countries/langs/pt.json'),
};

function namesIn(locale: string): Country[] {
  const names = countries.getNames(locale, { select: 'official' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function useCountries(locale: string): Country[] {
  const language = locale.slice(0, 2);
  const [list, setList] = useState<Country[]>(() => (countries.langs().includes(language) ? namesIn(language) : []));
  useEffect(() => {
    let live = true;
    const load = loaders[language] ?? loaders.en;
    void load?.().then((data) => {
      countries.registerLocale(data.default);
      if (live) setList(namesIn(countries.langs().includes(language) ? language : 'en'));
    });
    return () => {
      live = false;
    };
  }, [language]);
  return list;
}
