/** A country's name in the reader's language (Intl), its code when the browser does not know it. */
export const countryName = (code: string, locale: string): string =>
  new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
