// When each lookup of a transfer form may be sent (payments.md 5). Each returns the payload to send,
// or null while its inputs are incomplete: the query is then disabled, never sent with holes.
import { isValidEmail } from '@paydeck/auth/email';
import { isPositiveAmount, wireAmount } from './amount';

export interface ChosenAccount {
  accountId: number;
  currencyCode: string;
}

export interface OwnTransferInputs {
  amount: string;
  from: ChosenAccount | null | undefined;
  to: ChosenAccount | null | undefined;
}

/** Fee between own accounts: an amount and both accounts (a zero amount is still asked, as the spec says). */
export function ownFeeRequest(input: OwnTransferInputs) {
  const amount = wireAmount(input.amount);
  if (amount === null || !input.from || !input.to) return null;
  return { amount, fromAccountId: input.from.accountId, toAccountId: input.to.accountId };
}

/** Maximum amount between own accounts: both accounts. */
export function maxAmountRequest(input: Pick<OwnTransferInputs, 'from' | 'to'>) {
  if (!input.from || !input.to) return null;
  return {
    operation: 'betweenAccounts' as const,
    fromAccountId: input.from.accountId,
    toAccountId: input.to.accountId,
  };
}

/** Limits between own accounts: both accounts; the currency is the from account's. */
export function limitsRequest(input: Pick<OwnTransferInputs, 'from' | 'to'>) {
  if (!input.from || !input.to) return null;
  return {
    type: 'betweenAccounts' as const,
    currencyCode: input.from.currencyCode,
    fromAccountId: input.from.accountId,
  };
}

/** An e-mail that may be sent to the payee check: present and valid (an invalid one is never sent). */
export function checkableEmail(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim();
  return trimmed !== '' && isValidEmail(trimmed) ? trimmed : null;
}

export interface P2pInputs {
  amount: string;
  fromAccountId: number | null | undefined;
  toEmail: string;
}

/** Person-to-person fee: amount greater than 0, the from account and a valid payee e-mail. */
export function p2pFeeRequest(input: P2pInputs) {
  const toEmail = checkableEmail(input.toEmail);
  const amount = wireAmount(input.amount);
  if (amount === null || !isPositiveAmount(amount) || input.fromAccountId == null || toEmail === null) return null;
  return { amount, fromAccountId: input.fromAccountId, toEmail };
}
