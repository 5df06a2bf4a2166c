// The money lines of an external transfer from the form's values and the fee lookups: the fee (and crypto's
// network fee) only when it answers the amount and account on screen, what the beneficiary receives in their
// currency, and the total taken when the fees are in the account's currency. Pure; the summary and the review
// show it. Nothing is computed for an amount the form refuses.
import { sumDecimals } from '@paydeck/accounts';
import type { ExternalFee } from '../../api/external-transfers';
import { wireAmount } from '../../model/amount';
import { type ExternalRail, fixedCurrency } from '../../model/external';
import type { ExternalData } from './types';
import type { ExternalValues } from './values';

/**
 * The currency the beneficiary receives: the rail's own (interac, Faster Payments), else the one a template or a
 * repeated transfer named (wire, EFT), else the paying account's.
 */
export function receivedCurrency(
  rail: ExternalRail,
  countryCode: string,
  values: ExternalValues,
  fromCurrency: string,
) {
  const named = rail === 'wire' || rail === 'eft' ? values.currencyCode.trim().toUpperCase() : '';
  return fixedCurrency(rail, countryCode) ?? (named || fromCurrency.toUpperCase());
}

export type FeeState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed'; message: string } | ExternalFees;

export interface ExternalFees {
  kind: 'ready';
  fee: ExternalFee;
  networkFee: ExternalFee | null;
  /** What arrives, in `receivedCurrency`. */
  received: string;
  /** 1 unit of the account's currency in the beneficiary's, when they differ. */
  rate: string | null;
  /** Amount and fees, when every fee is in the account's currency. */
  total: string | null;
}

/**
 * The fees for `amount` from `fromAccountId` to a beneficiary receiving `receivedCurrency`: `none` while the form
 * refuses the amount or no fee may be asked, `loading` while the answer on hand is another amount's or account's.
 */
export function feeLines(
  data: Pick<ExternalData, 'fee' | 'feeFor' | 'networkFee'>,
  input: { amount: string; fromAccountId: number | null; currency: string; receivedCurrency: string },
  amountRefused: boolean,
): FeeState {
  const amount = wireAmount(input.amount);
  if (amountRefused || amount === null || input.fromAccountId === null || data.fee === null) return { kind: 'none' };
  const asked = data.feeFor;
  const current =
    asked !== null &&
    asked.amount === amount &&
    asked.fromAccountId === input.fromAccountId &&
    (asked.currencyCode ?? input.currency).toUpperCase() === input.receivedCurrency.toUpperCase();
  if (!current || data.fee.kind === 'loading' || data.networkFee?.kind === 'loading') return { kind: 'loading' };
  if (data.fee.kind === 'failed') return { kind: 'failed', message: data.fee.message };
  if (data.networkFee?.kind === 'failed') return { kind: 'failed', message: data.networkFee.message };
  const fee = data.fee.data;
  const networkFee = data.networkFee?.kind === 'ready' ? data.networkFee.data : null;
  const fees = [fee, ...(networkFee ? [networkFee] : [])];
  const same = (code: string) => code.toUpperCase() === input.currency.toUpperCase();
  const converted = !same(input.receivedCurrency);
  return {
    kind: 'ready',
    fee,
    networkFee,
    received: fee.toAmount ?? amount,
    rate: converted ? fee.exchangeRate : null,
    total: fees.every((f) => same(f.feeCurrencyCode)) ? sumDecimals([amount, ...fees.map((f) => f.fee)]) : null,
  };
}
