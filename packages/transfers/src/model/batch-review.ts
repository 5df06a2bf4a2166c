// What a global pay batch's review shows before it is submitted (issue "review, then send"): the kept payments'
// count and amounts, the fees the sender pays (the server's estimated total less the amounts), what leaves the
// account, and whether the account's available money covers it. Exact decimals, never floats.
import { addDecimals, compareDecimals, subtractDecimals } from '@paydeck/brand-config/decimal';
import type { PaymentData } from './mass-row';
import { wireAmount } from './amount';

export interface BatchReview {
  /** Payments that will be sent (not removed). */
  count: number;
  /** Rows removed from the batch (not sent). */
  removed: number;
  /** The kept payments' amounts together. */
  amounts: string;
  /** The fees the sender pays: the estimated total less the amounts (never below zero). */
  fees: string;
  /** What leaves the account: the server's estimated total. */
  total: string;
  /** Whether the available money covers the total; null when the account's balance is not known. */
  covered: boolean | null;
}

export function batchReview(
  payments: readonly { paymentData: Pick<PaymentData, 'amount'>; removed: boolean }[],
  estimatedTotal: string,
  available: string | null,
): BatchReview {
  const kept = payments.filter((payment) => !payment.removed);
  const amounts = addDecimals(
    kept.map((payment) => wireAmount(payment.paymentData.amount) ?? '0'),
    2,
  );
  const difference = subtractDecimals(estimatedTotal, amounts, 2);
  return {
    count: kept.length,
    removed: payments.length - kept.length,
    amounts,
    fees: compareDecimals(difference, '0') < 0 ? '0.00' : difference,
    total: estimatedTotal,
    covered: available === null ? null : compareDecimals(available, estimatedTotal) >= 0,
  };
}
