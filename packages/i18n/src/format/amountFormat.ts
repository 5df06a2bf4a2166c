import { MONEY_SCALE } from '@paydeck/brand-config';
import { parseDecimal, unitsToDecimal } from '@paydeck/brand-config/decimal';
import { intlLocale } from './intlLocale.ts';

/**
 * The decimal string as Intl.NumberFormat reads it exactly (a string, never a float: ES2023's
 * NumberFormat v3), written plainly ("+7" -> "7", ".5" -> "0.5"). Throws a RangeError on text that
 * is not a plain decimal number: Intl itself would also take "1e3", "0x10" or "" (as 0).
 */
export function exactDecimal(value: string): `${number}` {
  const { units, scale } = parseDecimal(value);
  return unitsToDecimal(units, scale) as `${number}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's amount format (payments.md 9): at least 2 and at most 8 decimals, rounded half away
 * from zero, a minus only on a value that is not zero once rounded. With `currency`, the locale's
 * currency pattern with EUR's narrow symbol as the sample (formatMoney puts in the brand's symbol).
 */
export function amountFormat(locale: string, currency = false): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      ...(currency ? { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: MONEY_SCALE.min,
      maximumFractionDigits: MONEY_SCALE.max,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    formats.set(key, format);
  }
  return format;
}
