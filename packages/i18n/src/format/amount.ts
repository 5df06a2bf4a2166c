import { amountFormat, exactDecimal } from './amountFormat.ts';
import { formatMoney } from './money.ts';

/**
 * A decimal string as the locale writes it: "1234.5" -> "1,234.50" (en), "1.234,50" (ro),
 * "1 234,50" (ru). At least 2, at most 8 decimals, rounded half away from zero by Intl on the
 * string itself (never through a float). With `currency`, the same as formatMoney. Throws a
 * RangeError on a string that is not a plain decimal number.
 */
export function formatAmount(value: string, locale: string, options: { currency?: string } = {}): string {
  if (options.currency) return formatMoney(value, options.currency, locale);
  return amountFormat(locale).format(exactDecimal(value));
}
