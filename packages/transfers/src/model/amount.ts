// Amounts as the customer types them and as the wire carries them: decimal strings, never floats
// (payments.md 9: up to 8 decimals). A typed amount is usable when it is a plain non-negative decimal.
const DECIMAL = /^\d+(\.\d{1,8})?$/;

/** The typed amount as a wire decimal ("12,5" and " 12.50 " become "12.5" and "12.50"), or null. */
export function wireAmount(typed: string | null | undefined): string | null {
  const text = (typed ?? '').trim().replace(',', '.');
  return DECIMAL.test(text) ? text : null;
}

/** True when the typed amount is a decimal greater than zero. */
export function isPositiveAmount(typed: string | null | undefined): boolean {
  const amount = wireAmount(typed);
  return amount !== null && /[1-9]/.test(amount);
}
