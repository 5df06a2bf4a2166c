// Loading the card from a payment account (cardLoad, notes/cards-wire.md): the amount is a decimal string,
// above zero, at most 2 decimals, at most what the account has available. Never a float.
import { compareDecimal, sumDecimals } from '@paydeck/accounts';
import { checkAmount } from '@paydeck/ui';

/** Card balances are kept in cents: a load has at most 2 decimals. */
export const LOAD_DECIMALS = 2;

export type LoadAmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'exceedsAvailable';

/** Why `amount` (as typed, a decimal comma allowed) cannot be loaded from an account with `available`. */
export function loadAmountProblem(amount: string, available: string): LoadAmountProblem | null {
  const typed = amount.trim();
  if (typed === '') return 'required';
  const shape = checkAmount(typed, LOAD_DECIMALS);
  if (shape) return shape;
  const value = normalized(typed);
  if (compareDecimal(value, '0') <= 0) return 'zero';
  return compareDecimal(value, available) > 0 ? 'exceedsAvailable' : null;
}

/** "12,5" → "12.5"; ".5" → "0.5" (checkAmount accepts both). */
function normalized(typed: string): string {
  const text = typed.replace(',', '.');
  return text.startsWith('.') ? `0${text}` : text.endsWith('.') ? text.slice(0, -1) : text;
}

/** The amount as it is sent: a decimal string with a point. */
export const loadAmountText = (typed: string): string => normalized(typed.trim());

/** The card's balance once `amount` is on it. */
export const balanceAfterLoad = (balance: string, amount: string): string => sumDecimals([balance, amount]);
