/**
 * Decimal strings as sign + digit strings, rounded on the digits themselves: money never passes
 * through a binary float, so "0.1" + "0.2"-style errors and lost digits cannot happen.
 */
export type Decimal = { negative: boolean; integer: string; fraction: string };

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Parses "1234.5", "-0.000000015", "+7", ".5"; throws a RangeError on anything else. */
export function parseDecimal(value: string): Decimal {
  const match = decimalPattern.exec(value.trim());
  const [, sign, integer = '', fraction = ''] = match ?? [];
  if (!match || integer + fraction === '') throw new RangeError(`Not a decimal number: "${value}"`);
  return { negative: sign === '-', integer: integer.replace(/^0+(?=\d)/, '') || '0', fraction };
}

/** Adds one to a string of digits ("199" -> "200", "99" -> "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half away from zero ("half-up" on the magnitude) to at most `maxDecimals` decimals. */
export function roundDecimal(value: Decimal, maxDecimals: number): Decimal {
  if (value.fraction.length <= maxDecimals) return value;
  const kept = value.integer + value.fraction.slice(0, maxDecimals);
  const roundUp = (value.fraction[maxDecimals] ?? '0') >= '5';
  const digits = roundUp ? incrementDigits(kept) : kept;
  const split = digits.length - maxDecimals;
  return { negative: value.negative, integer: digits.slice(0, split) || '0', fraction: digits.slice(split) };
}

export function isZero(value: Decimal): boolean {
  return /^0*$/.test(value.integer + value.fraction);
}

/**
 * A decimal string from integer minor units and the currency's exponent:
 * (12345n, 2) -> "123.45", ("-5", 2) -> "-0.05", (7, 0) -> "7".
 */
export function minorUnitsToDecimal(minor: bigint | string | number, exponent: number): string {
  if (!Number.isInteger(exponent) || exponent < 0) throw new RangeError(`Bad exponent: ${exponent}`);
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  }
  if (typeof minor === 'string' && !/^[+-]?\d+$/.test(minor.trim())) {
    throw new RangeError(`Minor units must be an integer: "${minor}"`);
  }
  const units = BigInt(typeof minor === 'string' ? minor.trim() : minor);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(exponent + 1, '0');
  const split = digits.length - exponent;
  const magnitude = exponent === 0 ? digits : `${digits.slice(0, split)}.${digits.slice(split)}`;
  return negative ? `-${magnitude}` : magnitude;
}
