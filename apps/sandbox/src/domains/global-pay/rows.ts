// Loading a customer's batch and answering batches and payment rows as MASS-WIRE.md describes them.
import { BATCH_COLUMNS, type PaymentData, rowProblems } from '@paydeck/transfers/api';
import { and, asc, eq } from 'drizzle-orm';
import { type Answer, failure } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { railsToCountry } from '../transfers/external-rules.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

export type BatchRow = typeof globalPayBatches.$inferSelect;
export type PaymentRow = typeof globalPayPayments.$inferSelect;

/** The methods a recipient in a country may be paid by (the external rails that reach it, less instant and interac). */
export const methodsTo = (countryCode: string): string[] =>
  railsToCountry(countryCode).filter((rail) => rail !== 'instant' && rail !== 'interac');

export const notFound = (): Answer => failure('TA1', 'No such batch');

/** The customer's batch, or null. */
export async function batchOf(db: Db, customerId: number, batchId: number): Promise<BatchRow | null> {
  const [batch] = await db
    .select()
    .from(globalPayBatches)
    .where(and(eq(globalPayBatches.id, batchId), eq(globalPayBatches.customerId, customerId)));
  return batch ?? null;
}

export async function paymentsOf(db: Db, batchId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(globalPayPayments)
    .where(eq(globalPayPayments.batchId, batchId))
    .orderBy(asc(globalPayPayments.position), asc(globalPayPayments.id));
}

export const dataOf = (row: PaymentRow): PaymentData =>
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, row.paymentData[column] ?? ''])) as PaymentData;

/** A payment row on the wire (payments.md 3 "Payment row"): its cells, problems, fee side and methods. */
export function paymentAnswer(row: PaymentRow) {
  const data = dataOf(row);
  return {
    paymentId: row.id,
    paymentData: data,
    feeShare: row.feeShare,
    paymentMethods: methodsTo(data.beneficiaryCountryCode || 'XX').map((name) => ({
      name,
      forbidden: row.forbiddenMethods.includes(name),
    })),
    removed: row.removed,
    status: row.status,
    problems: rowProblems(data),
  };
}

export async function currencyOf(db: Db, accountId: number): Promise<string> {
  const [account] = await db
    .select({ currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.currencyCode ?? 'EUR';
}
