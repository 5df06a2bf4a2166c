/**
 * The spec's e-mail rule (identity 5, payments 5): valid if empty, or longer than 5 characters and
 * containing '@' and '.'. Emptiness is a separate "required" check of each form.
 */
export function isValidEmail(value: string): boolean {
  if (value === '') return true;
  return value.length > 5 && value.includes('@') && value.includes('.');
}
