// Amounts travel as decimal strings ("12.30") and are computed as bigint cents. Never floats.

const DECIMAL = /^-?\d{1,18}(\.\d{1,2})?$/;

/** "12.3" -> 1230n; null when the text is not a decimal with at most two fraction digits. */
export function toCents(text: string): bigint | null {
  if (!DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1230n -> "12.30" */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A NUMERIC(20,2) from the database ("12.3", "-0.50", "7") as a two-decimal string. */
export function normaliseDecimal(value: string): string {
  const cents = toCents(value);
  if (cents === null) throw new Error(`Not a money amount: ${value}`);
  return fromCents(cents);
}

/** Units of currency per 1 EUR, scaled by 1e6: fixed demo rates (documented in README). */
const RATE_PER_EUR: Record<string, bigint> = {
  EUR: 1_000_000n,
  USD: 1_080_000n,
  GBP: 850_000n,
  RON: 4_970_000n,
  CAD: 1_470_000n,
  AUD: 1_650_000n,
};

export const supportedCurrencies = Object.keys(RATE_PER_EUR);

function rateOf(currency: string): bigint {
  const rate = RATE_PER_EUR[currency.toUpperCase()];
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

/** How many cents of `from` buy `toCents` of `to` at the demo rate. */
export function sourceCentsFor(toCentsAmount: bigint, from: string, to: string): bigint {
  if (from.toUpperCase() === to.toUpperCase()) return toCentsAmount;
  return divRound(toCentsAmount * rateOf(from), rateOf(to));
}

/** Units of `to` per unit of `from`, as a decimal string with 8 fraction digits. */
export function exchangeRate(from: string, to: string): string {
  const scaled = divRound(rateOf(to) * 100_000_000n, rateOf(from));
  return `${scaled / 100_000_000n}.${(scaled % 100_000_000n).toString().padStart(8, '0')}`;
}
