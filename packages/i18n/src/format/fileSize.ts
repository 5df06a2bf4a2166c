import { intlLocale } from './intlLocale.ts';

/** SI units, base 1000 (spec section 9): the Latin symbols, as en, es, pt and ro write them. */
export const fileSizeUnits = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
/** The same units as Russian and Ukrainian write them (the catalogues' "до 10 МБ"): one unit style per language. */
const cyrillicUnits = ['Б', 'кБ', 'МБ', 'ГБ', 'ТБ', 'ПБ', 'ЭБ', 'ЗБ', 'ИБ'] as const;
const cyrillicUnitsUk = ['Б', 'кБ', 'МБ', 'ГБ', 'ТБ', 'ПБ', 'ЕБ', 'ЗБ', 'ЙБ'] as const;

function unitsOf(locale: string): readonly string[] {
  const language = intlLocale(locale).slice(0, 2);
  if (language === 'ru') return cyrillicUnits;
  return language === 'uk' ? cyrillicUnitsUk : fileSizeUnits;
}

/**
 * A size in bytes with the largest unit that keeps the number under 1000, one decimal at most
 * (whole bytes), the locale's decimal separator, and a no-break space before the unit:
 * 1500 -> "1.5 kB" (en), "1,5 kB" (es), "1,5 кБ" (ru). Past YB the number grows ("1,500 YB").
 */
export function formatFileSize(bytes: number | bigint, locale: string): string {
  let value = Number(bytes);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a file size: ${String(bytes)}`);
  let unit = 0;
  const last = fileSizeUnits.length - 1;
  // Compare after rounding to one decimal, so 999,960 bytes reads "1 MB", not "1,000 kB".
  while (unit < last && (unit === 0 ? Math.round(value) : Math.round(value * 10) / 10) >= 1000) {
    value /= 1000;
    unit++;
  }
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)}\u00a0${unitsOf(locale)[unit]}`;
}
