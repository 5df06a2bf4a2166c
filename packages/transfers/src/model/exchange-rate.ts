// The exchange rate between two currencies (payments.md 5): 1 when the currencies are equal
// (case-insensitive) or either is missing; otherwise the server's `transferExchangeRate` answer.
type Currency = string | null | undefined;

const present = (code: Currency): code is string => typeof code === 'string' && code.trim() !== '';

/** True when the rate must be asked of the server (both currencies known and different). */
export function needsExchangeRate(from: Currency, to: Currency): boolean {
  return present(from) && present(to) && from.trim().toUpperCase() !== to.trim().toUpperCase();
}

/**
 * The rate to show: "1" without asking when the rule says so, else the server's rate once it has
 * answered (undefined while it has not).
 */
export function exchangeRateFor(from: Currency, to: Currency, serverRate?: string | null): string | undefined {
  if (!needsExchangeRate(from, to)) return '1';
  return serverRate ?? undefined;
}
