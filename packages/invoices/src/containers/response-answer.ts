// A refused or failed create or reject (payments.md 8): the response popup with the server's own words
// (responseDescription, then "param: description" entries), or the transport's translated text when no answer came.
import { isApiError } from '@paydeck/api-client';
import type { ServerAnswer } from '@paydeck/ui';

/** The answer the response popup reads from anything a call threw (null: no answer came). */
export function responseAnswer(error: unknown): ServerAnswer | null {
  if (!isApiError(error)) return null;
  return {
    responseCode: error.code,
    responseDescription: error.description ?? null,
    message: error.message,
    errors: error.errors,
    validationErrors: error.validationErrors,
  };
}

/** Today in the person's time zone as YYYY-MM-DD (due dates and overdue compare with it). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
