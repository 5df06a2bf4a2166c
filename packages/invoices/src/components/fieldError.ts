/** A form field's first problem, as the form's valibot rules give it (TanStack Form keeps the issue objects). */
export function fieldError(errors: readonly unknown[]): string | undefined {
  const issue = errors.find((error) => typeof error === 'object' && error !== null && 'message' in error);
  return (issue as { message?: string } | undefined)?.message;
}
