// The public recipient page (receive/{id}; payments.md 3 "Global payment details", 4 "Global transfer, recipient
// side"): what a link that cannot be opened means, which step of three the payee is on, and until when the link
// works. The screen words each case (components/global-pay/RecipientScreen.tsx).
import { isApiError } from '@paydeck/api-client';
import type { RecipientStatus } from './mass-input';

/**
 * Why a link's payment cannot be shown: `unknown` when the server does not know the link (code 13, or the secret
 * refused as malformed: a link cut short by an e-mail program), `unavailable` when it could not answer (network,
 * server error): only then is trying again useful.
 */
export type LinkProblem = 'unknown' | 'unavailable';

export function linkProblemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return 'unavailable';
  if (error.code === '13') return 'unknown';
  if (error.code === 'VF' && error.validationErrors.some((issue) => issue.param === 'paymentSecret')) return 'unknown';
  return error.kind === 'business' ? 'unknown' : 'unavailable';
}

/** A payment the payee can still choose how to receive; the others are closed (paid, refused, expired, error). */
export const isOpenPayment = (status: RecipientStatus): boolean => status === 'new' || status === 'pending';

export const RECIPIENT_STEPS = 3;

/** 1: where and how to receive, 2: the account's details (a method chosen), 3: the code sent by e-mail. */
export function recipientStep(input: { country: string; method: string; awaitingCode: boolean }): 1 | 2 | 3 {
  if (input.awaitingCode) return 3;
  return input.country !== '' && input.method !== '' ? 2 : 1;
}

/** The last day the link works: submitted + expireDays; null when either is unknown or unreadable. */
export function linkDeadline(submittedDate: string | null, expireDays: number | null): Date | null {
  if (!submittedDate || expireDays === null || expireDays <= 0) return null;
  const submitted = new Date(submittedDate);
  if (Number.isNaN(submitted.getTime())) return null;
  return new Date(submitted.getTime() + expireDays * 86_400_000);
}
