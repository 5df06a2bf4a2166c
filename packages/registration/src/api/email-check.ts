// The live e-mail check of a user (identity spec 3, 5, 7.2): only a checkable e-mail is sent; the answer becomes
// the spec's existence status (0 free, 1 taken, 3 employee; 2 while checking is the caller's state; -1 failed).
import type * as v from 'valibot';
import { type Caller, read } from './caller';
import { EmailCheckSchema } from './schemas';

export const emailExistence = { failed: -1, free: 0, taken: 1, checking: 2, employee: 3 } as const;
export type EmailExistence = (typeof emailExistence)[keyof typeof emailExistence];

/** The existence status of an answer of `emailCheck`. */
export const existenceOf = (answer: v.InferOutput<typeof EmailCheckSchema>): EmailExistence =>
  !answer.exists ? emailExistence.free : answer.isEmployee ? emailExistence.employee : emailExistence.taken;

/** The raw answer of `emailCheck` (throws the api client's error on failure). */
export const fetchEmailCheck = (api: Caller, email: string, signal?: AbortSignal) =>
  api.call('emailCheck', { email: email.trim() }, { schema: EmailCheckSchema, signal, ...read });

/**
 * The existence status of `email`: 0, 1 or 3, or -1 when the check failed (network, refused, rate limit,
 * malformed answer). A cancelled check (the e-mail changed meanwhile) rethrows its AbortError.
 * Call it only with a checkable e-mail (the model's `shouldCheckEmail`).
 */
export async function checkEmail(api: Caller, email: string, signal?: AbortSignal): Promise<EmailExistence> {
  try {
    return existenceOf(await fetchEmailCheck(api, email, signal));
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
    return emailExistence.failed;
  }
}
