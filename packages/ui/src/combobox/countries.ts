// Countries as the pickers show them: the one code list of @paydeck/brand-config, named by Intl.DisplayNames in
// the interface language, each with its flag.
import { countryCodes } from '@paydeck/brand-config/countries';

export { countryCodes };

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. "LT". */
  id: string;
  /** The country's name in the interface language. */
  name: string;
  /** The flag emoji made of the code's two regional-indicator letters. */
  flag: string;
}

/** The flag emoji of an alpha-2 code ("LT" → 🇱🇹). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

/**
 * Countries named in `locale` (a BCP 47 tag) and sorted by that name; `only` restricts the list
 * (e.g. the SEPA countries). Codes the platform cannot name keep the code as their name.
 */
export function countries(locale: string, only?: readonly string[]): Country[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return (only ?? countryCodes)
    .map((id) => ({ id, name: names.of(id) ?? id, flag: flagEmoji(id) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
