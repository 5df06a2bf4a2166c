// Amounts travel as decimal strings ("12.30", "0.12345678") and are computed as bigint minor units at
// their currency's scale (@paydeck/brand-config's currencyScale: 2 for fiat, 8 for BTC and ETH, 6 for
// USDT). Never floats. A text with more non-zero decimals than the scale is refused, never rounded.
import { currencyScale, MONEY_SCALE } from '@paydeck/brand-config';
import { decimalToUnits, unitsToDecimal } from '@paydeck/brand-config/decimal';

const DECIMAL = /^-?\d{1,18}(?:\.\d{1,8})?$/;
const SCALED = /^-?\d+(?:\.\d+)?$/;

/**
 * "12.3" at scale 2 -> 1230n; null when the text is not a decimal or has a non-zero digit beyond the
 * scale ("0.125" at scale 2). Zeros beyond it are the same number ("12.300" -> 1230n). `pattern` is the
 * shape accepted: DECIMAL for what a client sends (at most 18 whole digits, 8 decimals; no "+", ".5" or
 * "5."), SCALED for the database's text; the value is brand-config's exact decimalToUnits.
 */
const toUnits = (text: string, scale: number, pattern = DECIMAL): bigint | null =>
  pattern.test(text) ? decimalToUnits(text, scale) : null;

/** A decimal string as minor units of the currency ("0.12345678" BTC -> 12345678n); null if refused. */
export const toMinor = (text: string, currencyCode: string): bigint | null =>
  toUnits(text, currencyScale(currencyCode));

/** Minor units of the currency as its decimal string, at its scale (12345678n BTC -> "0.12345678"). */
export const fromMinor = (minor: bigint, currencyCode: string): string =>
  unitsToDecimal(minor, currencyScale(currencyCode));

/** A NUMERIC from the database ("0.12345678", "12.30000000", "7") as minor units of the currency. */
export function minorOf(value: string, currencyCode: string): bigint {
  const minor = toUnits(value, currencyScale(currencyCode), SCALED);
  if (minor === null) throw new Error(`Not a ${currencyCode} amount: ${value}`);
  return minor;
}

/** A NUMERIC from the database as the currency's decimal string ("12.30000000" EUR -> "12.30"). */
export const atScale = (value: string, currencyCode: string): string =>
  fromMinor(minorOf(value, currencyCode), currencyCode);

/** The ledger's smallest step in a currency as minor units of that currency's scale, from cents. */
export const minorFromCents = (cents: bigint, currencyCode: string): bigint =>
  cents * 10n ** BigInt(currencyScale(currencyCode) - MONEY_SCALE.min);

/** "12.3" -> 1230n; null when the text is not a decimal with at most two non-zero decimals. Fiat only. */
export const toCents = (text: string): bigint | null => toUnits(text, 2);

/** 1230n -> "12.30". Fiat only. */
export const fromCents = (cents: bigint): string => unitsToDecimal(cents, 2);

/**
 * A NUMERIC from the database whose currency the caller does not pass, as 2 to 8 decimals: trailing
 * zeros beyond 2 trimmed ("12.30000000" -> "12.30", "0.12345678" stays). Prefer atScale.
 */
export function normaliseDecimal(value: string): string {
  const minor = toUnits(value, MONEY_SCALE.max, SCALED);
  if (minor === null) throw new Error(`Not a money amount: ${value}`);
  return unitsToDecimal(minor, MONEY_SCALE.max).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/**
 * Units of currency per 1 EUR, scaled by 1e6: fixed demo rates (documented in README). The fiat ones
 * are the currencies the bank offers; the crypto ones are only exchanged (1 BTC = 50,000 EUR,
 * 1 ETH = 2,500 EUR, 1 USDT = 1 USD).
 */
const RATE_PER_EUR: Record<string, bigint> = {
  EUR: 1_000_000n,
  USD: 1_080_000n,
  GBP: 850_000n,
  RON: 4_970_000n,
  CAD: 1_470_000n,
  AUD: 1_650_000n,
};
const CRYPTO_RATE_PER_EUR: Record<string, bigint> = { BTC: 20n, ETH: 400n, USDT: 1_080_000n };

/** The currencies a customer may open an account in (fiat). */
export const supportedCurrencies = Object.keys(RATE_PER_EUR);
/** Every currency with a demo rate: the offered ones and the crypto currencies. */
export const ratedCurrencies = [...supportedCurrencies, ...Object.keys(CRYPTO_RATE_PER_EUR)];

function rateOf(currency: string): bigint {
  const code = currency.toUpperCase();
  const rate = RATE_PER_EUR[code] ?? CRYPTO_RATE_PER_EUR[code];
  if (rate === undefined) throw new Error(`No demo rate for ${currency}`);
  return rate;
}

/** Integer division rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r * 2n >= d) return q + 1n;
  if (r * 2n <= -d) return q - 1n;
  return q;
}

/**
 * How many minor units of `from` buy `toMinorAmount` minor units of `to` at the demo rate, each at its
 * own currency's scale; the price is rounded half away from zero to `from`'s smallest unit.
 */
export function sourceMinorFor(toMinorAmount: bigint, from: string, to: string): bigint {
  if (from.toUpperCase() === to.toUpperCase()) return toMinorAmount;
  const fromUnit = 10n ** BigInt(currencyScale(from));
  const toUnit = 10n ** BigInt(currencyScale(to));
  return divRound(toMinorAmount * rateOf(from) * fromUnit, rateOf(to) * toUnit);
}

/**
 * How many minor units of `to` `fromMinorAmount` minor units of `from` buy at the demo rate (an external
 * transfer's amount is debited as typed; what arrives is derived): rounded down to `to`'s smallest unit,
 * so the bank never delivers more than was paid for.
 */
export function targetMinorFor(fromMinorAmount: bigint, from: string, to: string): bigint {
  if (from.toUpperCase() === to.toUpperCase()) return fromMinorAmount;
  const fromUnit = 10n ** BigInt(currencyScale(from));
  const toUnit = 10n ** BigInt(currencyScale(to));
  return (fromMinorAmount * rateOf(to) * toUnit) / (rateOf(from) * fromUnit);
}

/** Units of `to` per unit of `from`, as a decimal string with 8 fraction digits. */
export function exchangeRate(from: string, to: string): string {
  return unitsToDecimal(divRound(rateOf(to) * 100_000_000n, rateOf(from)), 8);
}
