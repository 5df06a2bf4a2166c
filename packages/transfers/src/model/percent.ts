// A percentage the wire carries as a decimal string ("1.00" for 1 %), made ready for Intl's percent style, which
// multiplies by 100: the fraction is computed on the digits ("1.00" -> "0.0100"), never as Number(value) / 100.
import { readDecimal, unitsToDecimal } from '@paydeck/brand-config/decimal';

/** The fraction a percentage's decimal string stands for ("1.00" -> "0.0100", "16.1" -> "0.161"); null if none. */
export function percentFraction(percent: string): `${number}` | null {
  const value = readDecimal(percent);
  return value ? (unitsToDecimal(value.units, value.scale + 2) as `${number}`) : null;
}
