/**
 * What a field shows: the first of its own rule's messages (strings or Standard Schema issues), else the
 * server's refusal of it (a VF validationError), else nothing.
 */
export function firstError(errors: readonly unknown[], refusal?: string): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return refusal || undefined;
}
