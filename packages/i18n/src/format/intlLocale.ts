/** The BCP 47 tag Intl needs: the product's "ua" is Ukrainian, "uk". Other tags pass through. */
export function intlLocale(locale: string): string {
  return locale === 'ua' ? 'uk' : locale;
}
