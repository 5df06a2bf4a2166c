// The create form's rules (payments.md 5 and 7 "Invoices"): the payer's e-mail by the app's e-mail rule, the amount
// above 0 at the currency's scale, a currency the person can be paid in, a due date from today, a note of at most
// 500 characters. Free text by transfers' rule (`textProblem`): the e-mail at most 254 characters, neither it nor
// the note holding control or bidi characters (the note may hold line breaks). Pure: the form words them
// (CreateInvoiceDialog) and the sandbox checks the same again.
import { isValidEmail } from '@paydeck/auth/email';
import { currencyScale } from '@paydeck/brand-config';
import { EMAIL_MAX, isPositiveAmount, textProblem, wireAmount } from '@paydeck/transfers/api';
import { checkAmount } from '@paydeck/ui';
import * as v from 'valibot';
import type { InvoiceCreateInput } from '../api/invoices';

/** The most characters of a note (the sandbox's invoiceCreate and invoiceReject). */
export const NOTE_MAX = 500;
export { EMAIL_MAX };

export interface CreateValues {
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
  noteBody: string;
}

export const emptyCreateValues = (currency = '', dueDate = ''): CreateValues => ({
  toEmail: '',
  amount: '',
  currency,
  dueDate,
  noteBody: '',
});

export type CreateProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'amountRequired'
  | 'amountFormat'
  | 'amountScale'
  | 'amountZero'
  | 'currency'
  | 'dueRequired'
  | 'duePast'
  | 'emailLong'
  | 'noteLong'
  | 'control'
  | 'bidi';

export function emailProblem(email: string): CreateProblem | null {
  const text = email.trim();
  if (text === '') return 'emailRequired';
  const problem = textProblem(email, { max: EMAIL_MAX });
  if (problem) return problem === 'tooLong' ? 'emailLong' : problem;
  return isValidEmail(text) ? null : 'emailInvalid';
}

/** What is wrong with a note (create or reject): too long, or a control or bidi character; empty is the caller's. */
export function noteProblem(note: string): Extract<CreateProblem, 'noteLong' | 'control' | 'bidi'> | null {
  const problem = textProblem(note, { max: NOTE_MAX, multiline: true });
  return problem === 'tooLong' ? 'noteLong' : problem;
}

export function amountProblem(typed: string, currency: string): CreateProblem | null {
  if (typed.trim() === '') return 'amountRequired';
  const shape = checkAmount(typed, currencyScale(currency.toUpperCase()));
  if (shape === 'decimals') return 'amountScale';
  if (shape === 'format' || wireAmount(typed) === null) return 'amountFormat';
  return isPositiveAmount(typed) ? null : 'amountZero';
}

export function dueProblem(dueDate: string, today: string): CreateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return 'dueRequired';
  return dueDate < today ? 'duePast' : null;
}

/** Every problem of the values by field (the first of each). */
export function createProblems(
  values: CreateValues,
  currencies: readonly string[],
  today: string,
): Partial<Record<keyof CreateValues, CreateProblem>> {
  const problems: Partial<Record<keyof CreateValues, CreateProblem>> = {};
  const email = emailProblem(values.toEmail);
  if (email) problems.toEmail = email;
  if (!currencies.includes(values.currency)) problems.currency = 'currency';
  const amount = amountProblem(values.amount, values.currency);
  if (amount) problems.amount = amount;
  const due = dueProblem(values.dueDate, today);
  if (due) problems.dueDate = due;
  const note = noteProblem(values.noteBody);
  if (note) problems.noteBody = note;
  return problems;
}

/** The payload of invoiceCreate from valid values; null while any is not. */
export function createPayload(values: CreateValues, currencies: readonly string[], today: string) {
  const amount = wireAmount(values.amount);
  if (amount === null || Object.keys(createProblems(values, currencies, today)).length > 0) return null;
  const payload: InvoiceCreateInput = {
    noteBody: values.noteBody.trim(),
    toEmail: values.toEmail.trim(),
    amount,
    currency: values.currency,
    dueDate: values.dueDate,
  };
  return payload;
}

/** The form's valibot schema (TanStack Form's validator): each problem at its field, worded by `word`. */
export function createSchema(currencies: readonly string[], today: string, word: (problem: CreateProblem) => string) {
  return v.pipe(
    v.object({
      toEmail: v.string(),
      amount: v.string(),
      currency: v.string(),
      dueDate: v.string(),
      noteBody: v.string(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const [key, problem] of Object.entries(createProblems(values, currencies, today))) {
        const field = key as keyof CreateValues;
        addIssue({
          message: word(problem),
          path: [{ type: 'object', origin: 'value', input: { ...values }, key: field, value: values[field] }],
        });
      }
    }),
  );
}
