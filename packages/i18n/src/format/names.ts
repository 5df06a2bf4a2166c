import { intlLocale } from './intlLocale.ts';

type NameKind = 'region' | 'currency';
const namers = new Map<string, Intl.DisplayNames>();

function displayName(kind: NameKind, code: string, locale: string): string {
  const tag = intlLocale(locale);
  const key = `${kind}|${tag}`;
  let namer = namers.get(key);
  if (!namer) {
    namer = new Intl.DisplayNames([tag, 'en'], { type: kind, fallback: 'code' });
    namers.set(key, namer);
  }
  return namer.of(code) ?? code;
}

/** A country's name in the reader's language ("DE" → "Germany", "Alemania"); the code when unknown. */
export const countryName = (code: string, locale: string): string => displayName('region', code, locale);

/** A currency's name in the reader's language ("USD" → "US Dollar", "доллар США"); the code when unknown. */
export const currencyName = (code: string, locale: string): string => displayName('currency', code, locale);
