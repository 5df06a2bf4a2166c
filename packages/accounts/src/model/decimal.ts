// Decimal strings ("1276.29", "-3.5") compared and subtracted exactly, as scaled bigints.

const SCALE = 8;
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

function scaled(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal string: ${value}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return minus ? -units : units;
}

function text(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** -1, 0 or 1. */
export const compareDecimal = (a: string, b: string): number => {
  const d = scaled(a) - scaled(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

export const subtractDecimal = (a: string, b: string): string => text(scaled(a) - scaled(b));

/** The exact sum of decimal strings, with at least two decimals ("5.00" + "0.5" = "5.50"). */
export const sumDecimals = (values: readonly string[]): string =>
  text(values.reduce((sum, value) => sum + scaled(value), 0n));

export const isZeroDecimal = (value: string): boolean => scaled(value) === 0n;

/** A decimal string with a leading minus when `negative` (for outgoing amounts). */
export const signedDecimal = (value: string, negative: boolean): string =>
  negative && !isZeroDecimal(value) ? `-${value.replace(/^-/, '')}` : value;

/** True for a non-negative decimal with at most `decimals` fraction digits ("10", "10.5", "0.01"). */
export const isAmountText = (value: string, decimals = 2): boolean =>
  new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`).test(value.trim());
