// What a refused or failed call says on a global pay screen (payments.md 8): the server's validation errors as
// "param: description" joined by commas, else its description, else the client's message.
import { isApiError } from '@paydeck/api-client';

export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.validationErrors.length > 0) {
    return error.validationErrors.map(({ param, description }) => `${param}: ${description}`).join(', ');
  }
  return error.description || error.message || fallback;
}
