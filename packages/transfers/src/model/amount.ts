// Amounts as the customer types them and as the wire carries them: decimal strings, never floats
// (payments.md 9: up to 8 decimals). A typed amount is usable when it is a plain non-negative decimal.
import { MONEY_SCALE } from '@paydeck/brand-config';
import { compareDecimals } from '@paydeck/brand-config/decimal';

/** What may be typed: digits, then a point and 1 to 8 decimals (no sign, no ".5" or "5."). */
const TYPED = new RegExp(`^\\d+(\\.\\d{1,${MONEY_SCALE.max}})?$`);

/** The typed amount as a wire decimal ("12,5" and " 12.50 " become "12.5" and "12.50"), or null. */
export function wireAmount(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim().replace(',', '.');
  return TYPED.test(text) ? text : null;
}

/** True when the typed amount is a decimal greater than zero. */
export function isPositiveAmount(typed: string | null | undefined): boolean {
  const amount = wireAmount(typed);
  return amount !== null && compareDecimals(amount, '0') > 0;
}
