// The rules of the person-to-person form (payments.md 5, 7, 9; WIRE.md "Person to person"): the accounts
// that may pay, the amount at the currency's scale, what the payee check says, and where a refusal of
// p2pTransferFunds is shown. Pure; the form words them (p2p-words.ts).
import { type Account, availableAmount, compareDecimal, openPaymentAccounts } from '@paydeck/accounts';
import { isApiError } from '@paydeck/api-client';
import { currencyScale as scaleOf } from '@paydeck/brand-config';
import { checkAmount } from '@paydeck/ui';
import type { Beneficiary, P2pTransferInput, Payee } from '../../api/p2p';
import { isPositiveAmount, wireAmount } from '../../model/amount';
import { checkableEmail } from '../../model/preconditions';

/** The decimals of a currency (payments.md 9): brand-config's table, the one the ledger uses. */
export const currencyScale = (code: string | null | undefined): number => scaleOf((code ?? '').trim().toUpperCase());

/** A description (reference) is at most this long (decided: a bank transfer's remittance line). */
export { REFERENCE_MAX } from '../../model/free-text';

/** Only open payment accounts pay a person (the sandbox answers the payee's account in the same currency). */
export const p2pAccounts = (accounts: readonly Account[]): Account[] => openPaymentAccounts(accounts);

export interface P2pValues {
  fromAccountId: number | null;
  toEmail: string;
  amount: string;
  description: string;
}
export const emptyP2pValues: P2pValues = { fromAccountId: null, toEmail: '', amount: '', description: '' };

export type EmailProblem = 'required' | 'invalid' | 'unknown' | 'blocked' | 'cannotReceive' | 'own';
export type AmountProblem = 'required' | 'format' | 'scale' | 'zero' | 'overAvailable' | 'insufficient' | 'limit';

export function emailProblem(email: string): Extract<EmailProblem, 'required' | 'invalid'> | null {
  if (email.trim() === '') return 'required';
  return checkableEmail(email) === null ? 'invalid' : null;
}

/** What the payee check says about the e-mail: nobody has it, the customer blocked it, or nothing wrong. */
export function payeeProblem(payee: Payee | null | undefined): Extract<EmailProblem, 'unknown' | 'blocked'> | null {
  if (!payee) return null;
  if (!payee.exists) return 'unknown';
  if (!payee.outBlacklist) return 'blocked';
  return null;
}

/** The typed amount against the currency's scale and the account's available balance. */
export function amountProblem(typed: string, account: Account | undefined): AmountProblem | null {
  if (typed.trim() === '') return 'required';
  const shape = checkAmount(typed, currencyScale(account?.currencyCode));
  if (shape === 'decimals') return 'scale';
  const amount = wireAmount(typed);
  if (shape === 'format' || amount === null) return 'format';
  if (!isPositiveAmount(amount)) return 'zero';
  if (account && compareDecimal(amount, availableAmount(account)) > 0) return 'overAvailable';
  return null;
}

/** The payload of p2pTransferFunds from valid values (the description only when typed). */
export function p2pPayload(values: P2pValues): P2pTransferInput | null {
  const toEmail = checkableEmail(values.toEmail);
  const amount = wireAmount(values.amount);
  if (values.fromAccountId === null || toEmail === null || amount === null) return null;
  const description = values.description.trim();
  return { fromAccountId: values.fromAccountId, toEmail, amount, ...(description ? { description } : {}) };
}

export type P2pField = 'fromAccountId' | 'toEmail' | 'amount' | 'description';

/** A refusal at its field: a known reason as a kind, else the server's words. */
export type FieldRefusal =
  | { field: 'toEmail'; problem: EmailProblem }
  | { field: 'amount'; problem: AmountProblem }
  | { field: P2pField; text: string };

const paramField: Record<string, P2pField> = {
  toEmail: 'toEmail',
  email: 'toEmail',
  amount: 'amount',
  fromAccountId: 'fromAccountId',
  description: 'description',
};

const knownReasons: { field: 'toEmail' | 'amount'; pattern: RegExp; problem: EmailProblem | AmountProblem }[] = [
  { field: 'toEmail', pattern: /no paydeck account/i, problem: 'unknown' },
  { field: 'toEmail', pattern: /cannot receive/i, problem: 'cannotReceive' },
  { field: 'toEmail', pattern: /is your own/i, problem: 'own' },
  { field: 'toEmail', pattern: /not a valid e-?mail/i, problem: 'invalid' },
  { field: 'amount', pattern: /insufficient funds/i, problem: 'insufficient' },
  { field: 'amount', pattern: /exceeds your limit/i, problem: 'limit' },
];

/**
 * Where a refused p2pTransferFunds is shown: VF entries at their fields (known reasons as kinds), the
 * rest (another param, another code) as the form's message (`form`).
 */
export function refusalOf(error: unknown): { fields: FieldRefusal[]; form: boolean } {
  if (!isApiError(error) || error.code !== 'VF') return { fields: [], form: true };
  const fields: FieldRefusal[] = [];
  let form = false;
  for (const { param, description } of error.validationErrors) {
    const field = paramField[param];
    if (!field) {
      form = true;
      continue;
    }
    const known = knownReasons.find((reason) => reason.field === field && reason.pattern.test(description));
    fields.push(
      known ? ({ field: known.field, problem: known.problem } as FieldRefusal) : { field, text: description },
    );
  }
  return { fields, form: form || fields.length === 0 };
}

/** A payee's name from the people paid before (e-mails compare case-insensitively), else null. */
export function payeeName(people: readonly Beneficiary[], email: string): string | null {
  const wanted = email.trim().toLowerCase();
  return people.find((person) => person.email.toLowerCase() === wanted)?.name ?? null;
}
