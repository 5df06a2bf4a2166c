import { intlLocale } from './intlLocale.ts';

/** SI units, base 1000 (spec section 9); the same symbols in every language. */
export const fileSizeUnits = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A size in bytes with the largest unit that keeps the number under 1000, one decimal at most
 * (whole bytes), the locale's decimal separator, and a no-break space before the unit:
 * 1500 -> "1.5 kB" (en), "1,5 kB" (es). Past YB the number grows ("1,500 YB").
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
  return `${number.format(value)}\u00a0${fileSizeUnits[unit]}`;
}
