/** Symbols from the spec (section 9 of both documents): the dollars share "$", RON is "lei". */
const symbols: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
  GBP: '£',
  RON: 'lei',
};

/** The symbol shown for a currency code; a code without one shows as itself ("CHF", "USDT"). */
export function currencySymbol(code: string): string {
  return symbols[code.trim().toUpperCase()] ?? code.trim();
}
