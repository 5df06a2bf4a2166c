// What the server's refusals of external-card calls mean for the screens (the wire contract's errors).
import { isApiError } from '@paydeck/api-client';
import { attemptsLeftIn } from '../api/external';
import type { AddCardServerProblem } from '../components/external/AddCardScreen';

const hasParam = (error: { validationErrors: readonly { param: string }[] }, param: string) =>
  error.validationErrors.some((entry) => entry.param === param);

/** externalCardAdd: TA1 "Cards with this BIN are not accepted"; VF on cardNumber, expiry or holderName. */
export function addCardProblem(error: unknown): AddCardServerProblem {
  if (!isApiError(error)) return null;
  if (error.code === 'TA1' && /\bBIN\b/i.test(error.description ?? error.message)) return 'blocked';
  if (error.code !== 'VF') return null;
  if (hasParam(error, 'cardNumber')) return 'number';
  if (hasParam(error, 'expiryYear') || hasParam(error, 'expiryMonth')) return 'expired';
  if (hasParam(error, 'holderName')) return 'holderName';
  return null;
}

export type ConfirmRefusal = { kind: 'wrong'; attemptsLeft: number | null } | { kind: 'tooManyAttempts' } | null;

/** externalCardConfirm: VF on amount (a wrong amount, with the attempts left) or TA1 "Too many attempts". */
export function confirmRefusal(error: unknown): ConfirmRefusal {
  if (!isApiError(error)) return null;
  if (error.code === 'VF' && hasParam(error, 'amount'))
    return { kind: 'wrong', attemptsLeft: attemptsLeftIn(error.answer) };
  if (error.code === 'TA1' && /too many attempts/i.test(error.description ?? error.message))
    return { kind: 'tooManyAttempts' };
  return null;
}
