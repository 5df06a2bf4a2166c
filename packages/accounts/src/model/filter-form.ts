// The history filter form's checks: what it refuses before anything is asked of the server.
import { compareDecimal, isAmountText } from './decimal';

export interface FilterFormValues {
  keyword: string;
  from: string;
  to: string;
  min: string;
  max: string;
  email: string;
}

export type FilterProblem = 'emailInvalid' | 'amountInvalid' | 'amountRange' | 'dateRange';
export type FilterProblems = Partial<Record<'email' | 'min' | 'max' | 'to', FilterProblem>>;

/**
 * payments.md 5: an e-mail is valid if empty, or longer than 5 characters with "@" and ".". (The
 * same rule as auth's sign-in check; kept here so screens do not load the session to check it.)
 */
export const isValidEmail = (value: string): boolean =>
  value === '' || (value.length > 5 && value.includes('@') && value.includes('.'));

/** Problems by field; an empty object means the filter can be applied. */
export function checkFilterForm(values: FilterFormValues): FilterProblems {
  const problems: FilterProblems = {};
  const email = values.email.trim();
  if (email && !isValidEmail(email)) problems.email = 'emailInvalid';
  const min = values.min.trim().replace(',', '.');
  const max = values.max.trim().replace(',', '.');
  if (min && !isAmountText(min)) problems.min = 'amountInvalid';
  if (max && !isAmountText(max)) problems.max = 'amountInvalid';
  if (!problems.min && !problems.max && min && max && compareDecimal(min, max) > 0) problems.max = 'amountRange';
  // ISO dates compare as text.
  if (values.from && values.to && values.to < values.from) problems.to = 'dateRange';
  return problems;
}
