// A refused or failed cancel of a preapproved payment (payments.md 8): the "Action Confirmation" popup with
// the server's own words (responseDescription, then "param: description" entries), or the transport's
// translated text when no answer came.
import { isApiError } from '@paydeck/api-client';
import type { ServerAnswer } from '@paydeck/ui';

/** The answer the response popup reads from anything a cancel threw. */
export function cancelFailureAnswer(error: unknown): ServerAnswer | null {
  if (!isApiError(error)) return null;
  return {
    responseCode: error.code,
    responseDescription: error.description ?? null,
    message: error.message,
    errors: error.errors,
    validationErrors: error.validationErrors,
  };
}
