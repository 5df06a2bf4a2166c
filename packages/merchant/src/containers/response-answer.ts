// A refused or failed create (payments.md 8): the response popup with the server's own words, or the transport's
// translated text when no answer came.
import { isApiError } from '@paydeck/api-client';
import type { ServerAnswer } from '@paydeck/ui';

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
