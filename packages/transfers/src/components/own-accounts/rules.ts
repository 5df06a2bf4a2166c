// The rules of the transfer between own accounts (payments.md 5, 7, 9; WIRE.md "Own accounts"): which
// accounts take part, an amount at its currency's scale, what the target receives at the rate, the
// recurring fields, the submit's payload and where a refusal's param is shown. Pure; the form words them.
import { type Account, compareDecimal, currencyAccounts, subtractDecimal } from '@paydeck/accounts';
import { currencyScale as scaleOf } from '@paydeck/brand-config';
import type { OwnTransferInput, SubscriptionFrequency } from '../../api/own-accounts';
import { isPositiveAmount, wireAmount } from '../../model/amount';

/** How many decimals an amount in this currency may carry: the bank's one rule (brand-config, the ledger's too). */
export const currencyScale = (code: string | null | undefined): number => scaleOf(code ?? '');

/** The accounts a transfer between own accounts may use: open currency (payment and receiving) accounts. */
export const transferAccounts = (accounts: readonly Account[]): Account[] => currencyAccounts(accounts);

export type AmountProblem = 'required' | 'format' | 'scale' | 'zero' | 'overMax';

/**
 * What is wrong with a typed amount (a comma is the decimal point): missing, not a number, more decimals
 * than the currency holds, zero, or above the maximum the server allows (when it has answered).
 */
export function amountProblem(typed: string, scale: number, max?: string | null): AmountProblem | null {
  const text = typed.trim();
  if (text === '') return 'required';
  const amount = wireAmount(text);
  if (amount === null) return /^\d+[.,]\d+$/.test(text) ? 'scale' : 'format';
  if ((amount.split('.')[1]?.length ?? 0) > scale) return 'scale';
  if (!isPositiveAmount(amount)) return 'zero';
  if (max && compareDecimal(amount, max) > 0) return 'overMax';
  return null;
}

function units(value: string): { digits: bigint; decimals: number } {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return { digits: BigInt(`${whole}${fraction}`), decimals: fraction.length };
}

/**
 * `amount × rate` at `scale` decimals, rounded half up (both are non-negative decimal strings): what the
 * target account receives. Exact (bigint), never a float.
 */
export function convertAmount(amount: string, rate: string, scale: number): string {
  const a = units(amount);
  const r = units(rate);
  const product = a.digits * r.digits;
  const decimals = a.decimals + r.decimals;
  let value: bigint;
  if (decimals <= scale) value = product * 10n ** BigInt(scale - decimals);
  else {
    const divisor = 10n ** BigInt(decimals - scale);
    value = (product + divisor / 2n) / divisor;
  }
  const text = value.toString().padStart(scale + 1, '0');
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/**
 * The amount typed in the from account's currency, read as a wire decimal; null while it is not usable, or above
 * the maximum when it is known (a summary never converts an amount the form refuses).
 */
export function typedAmount(typed: string, fromCurrency: string | undefined, max?: string | null): string | null {
  const problem = amountProblem(typed, currencyScale(fromCurrency), max);
  return problem === null ? wireAmount(typed) : null;
}

export type RecurringEnd = 'never' | 'date' | 'count';

export interface OwnTransferValues {
  fromAccountId: number | null;
  toAccountId: number | null;
  amount: string;
  reference: string;
  recurring: boolean;
  frequency: SubscriptionFrequency;
  end: RecurringEnd;
  endDate: string;
  count: string;
  userCancel: boolean;
}

export const emptyValues: OwnTransferValues = {
  fromAccountId: null,
  toAccountId: null,
  amount: '',
  reference: '',
  recurring: false,
  frequency: 'monthly',
  end: 'never',
  endDate: '',
  count: '',
  userCancel: true,
};

/** At most this many characters of reference (the spec is silent; a SEPA remittance line is 140). */
export { REFERENCE_MAX } from '../../model/free-text';

export type RecurringProblem = 'endDateRequired' | 'endDatePast' | 'countRequired' | 'countTooSmall';

/** The end date must be after today (`YYYY-MM-DD`, the person's calendar day). */
export function endDateProblem(values: Pick<OwnTransferValues, 'recurring' | 'end' | 'endDate'>, today: string) {
  if (!values.recurring || values.end !== 'date') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.endDate)) return 'endDateRequired' as const;
  return values.endDate <= today ? ('endDatePast' as const) : null;
}

/** The count includes the transfer made now, so a recurring transfer runs at least twice. */
export function countProblem(values: Pick<OwnTransferValues, 'recurring' | 'end' | 'count'>) {
  if (!values.recurring || values.end !== 'count') return null;
  const text = values.count.trim();
  if (!/^\d+$/.test(text)) return 'countRequired' as const;
  return Number(text) < 2 ? ('countTooSmall' as const) : null;
}

/** The payload of `transferBetweenAccounts`; the recurring fields only when the transfer repeats. */
export function transferInput(values: OwnTransferValues, toAmount: string): OwnTransferInput {
  if (values.fromAccountId === null || values.toAccountId === null) throw new Error('Both accounts are chosen');
  const reference = values.reference.trim();
  return {
    fromAccount: values.fromAccountId,
    toAccount: values.toAccountId,
    toAmount,
    ...(reference ? { reference } : {}),
    ...(values.recurring
      ? {
          subscriptionFrequency: values.frequency,
          ...(values.end === 'date' ? { subscriptionEndDate: values.endDate } : {}),
          ...(values.end === 'count' ? { subscriptionTransactions: Number(values.count.trim()) } : {}),
          subscriptionUserCancel: values.userCancel,
        }
      : {}),
  };
}

export type FieldName = 'fromAccountId' | 'toAccountId' | 'amount' | 'reference' | 'endDate' | 'count';

const paramFields: Record<string, FieldName> = {
  fromAccount: 'fromAccountId',
  toAccount: 'toAccountId',
  toAmount: 'amount',
  amount: 'amount',
  reference: 'reference',
  subscriptionEndDate: 'endDate',
  subscriptionTransactions: 'count',
};

/** A refusal's `validationErrors` split into the fields they concern and the rest (shown above the button). */
export function refusalsByField(errors: readonly { param: string; description: string }[]) {
  const fields: Partial<Record<FieldName, string>> = {};
  const rest: string[] = [];
  for (const { param, description } of errors) {
    const field = paramFields[param];
    if (field && fields[field] === undefined) fields[field] = description;
    else rest.push(param ? `${param}: ${description}` : description);
  }
  return { fields, rest };
}

/** What is left of each limit (limit − used, never below zero). */
export const remaining = (limit: { limit: string; used: string }): string =>
  compareDecimal(limit.used, limit.limit) >= 0 ? '0.00' : subtractDecimal(limit.limit, limit.used);
