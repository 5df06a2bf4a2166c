// One transaction as the customer it concerns sees it (transactionDetails, the proof of payment): what left and
// what arrived, the fee and rate, the customer's account and the counterparty's (a customer account's number, or
// what an external rail sent to: IBAN, account, card, crypto address, instant key, interac contact), and the
// approval it waits for. A transaction that touches none of the customer's accounts does not exist for them.
import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.ts';
import { atScale } from '../../money.ts';
import { txStatusName } from '../accounts/ledger/codes.ts';
import { holderName } from '../accounts/statement-data.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { transactionTypeById } from '../accounts/transaction-types.ts';
import { users } from '../customer/tables.ts';
import { externalTransfers, transferBatchRows, transferOperations } from '../transfers/tables.ts';

export type Direction = 'outgoing' | 'incoming' | 'own';

export interface Counterparty {
  name: string | null;
  email: string | null;
  /** An account number, IBAN, masked card, crypto address, instant key, e-mail or phone. */
  account: string | null;
  /** The bank's name and BIC, when the rail names one. */
  bank: string | null;
}

export interface Approval {
  operationId: string;
  /** none, push, sms, otp, approvalCode, or company (a request the company's approvers decide). */
  approveType: string;
  /** waiting, approved or rejected. */
  status: string;
  initiatedBy: string;
  decidedBy: string | null;
  expiresAt: string | null;
}

export interface TransactionDetails {
  transactionId: number;
  dateTime: string;
  typeId: number;
  type: string;
  operationType: string;
  statusId: number;
  status: string;
  direction: Direction;
  amount: string;
  currencyCode: string;
  /** The payer's fee, in `currencyCode`; "0.00" for the payee (who did not pay it). */
  fee: string;
  /** Units of `toCurrencyCode` per unit of `currencyCode`. */
  exchangeRate: string;
  toAmount: string;
  toCurrencyCode: string;
  description: string;
  reference: string | null;
  /** The customer's account it moves money on (the payer's for an own transfer). */
  account: { accountId: number; accountNumber: string };
  counterparty: Counterparty;
  /** The payer's approval of a submitted transfer (the payee is not shown it). */
  approval: Approval | null;
  feeTransactionId: number | null;
  batchId: number | null;
  /** The account it went to is closed: it cannot be repeated (payments.md 3 "Recent transfer"). */
  isDisabled: boolean;
}

const fromAccount = alias(accounts, 'from_account');
const toAccount = alias(accounts, 'to_account');
const CLOSED = 11;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Where an external rail sent the money, from what the transfer kept (external_transfers.details). */
export function externalCounterparty(details: Record<string, unknown>): Pick<Counterparty, 'account' | 'bank'> {
  const account =
    text(details.iban) ??
    text(details.accountNumber) ??
    text(details.maskedNumber) ??
    text(details.address) ??
    text(details.instantKey) ??
    text(details.email) ??
    text(details.phone);
  const bankName = text(details.bankName);
  const swift = text(details.swift);
  const bank = bankName && swift ? `${bankName} (${swift})` : (bankName ?? swift);
  return { account, bank };
}

/** A rate as stored (8 decimals), without the zeros after its last digit ("1.08000000" -> "1.08", "1" -> "1"). */
const trimmedRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

async function approvalOf(
  db: Db,
  transactionId: number,
): Promise<{ approval: Approval | null; batchId: number | null }> {
  const [row] = await db
    .select({ batchId: transferBatchRows.batchId })
    .from(transferBatchRows)
    .where(
      or(eq(transferBatchRows.transactionId, transactionId), eq(transferBatchRows.feeTransactionId, transactionId)),
    );
  const batchId = row?.batchId ?? null;
  const [operation] = await db
    .select({ op: transferOperations, firstName: users.firstName, lastName: users.lastName })
    .from(transferOperations)
    .innerJoin(users, eq(users.id, transferOperations.userId))
    .where(
      or(
        eq(transferOperations.transactionId, transactionId),
        eq(transferOperations.feeTransactionId, transactionId),
        batchId === null ? undefined : eq(transferOperations.batchId, batchId),
      ),
    )
    .orderBy(desc(transferOperations.createdAt))
    .limit(1);
  if (!operation) return { approval: null, batchId };
  const { op } = operation;
  const [decider] = op.decidedBy ? await db.select().from(users).where(eq(users.id, op.decidedBy)) : [undefined];
  return {
    batchId,
    approval: {
      operationId: op.id,
      approveType: op.approveType,
      status: op.status,
      initiatedBy: `${operation.firstName} ${operation.lastName}`,
      decidedBy: decider ? `${decider.firstName} ${decider.lastName}` : null,
      expiresAt: op.expiresAt?.toISOString() ?? null,
    },
  };
}

/** The transaction as `customerId` sees it, or undefined when it touches none of their accounts. */
export async function transactionDetailsOf(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<TransactionDetails | undefined> {
  const [row] = await db
    .select({ tx: transactions, from: fromAccount, to: toAccount })
    .from(transactions)
    .leftJoin(fromAccount, eq(fromAccount.id, transactions.fromAccountId))
    .leftJoin(toAccount, eq(toAccount.id, transactions.toAccountId))
    .where(eq(transactions.id, transactionId));
  if (!row) return undefined;
  const { tx, from, to } = row;
  const pays = from !== null && from.customerId === customerId;
  const receives = to !== null && to.customerId === customerId;
  if (!pays && !receives) return undefined;
  const direction: Direction = pays && receives ? 'own' : pays ? 'outgoing' : 'incoming';
  const mine = (pays ? from : to) as NonNullable<typeof from>;
  const other = pays ? to : from;

  const [external] = await db.select().from(externalTransfers).where(eq(externalTransfers.transactionId, tx.id));
  const { approval, batchId } = await approvalOf(db, tx.id);
  const [feeOf] = await db
    .select({ id: transferOperations.feeTransactionId })
    .from(transferOperations)
    .where(eq(transferOperations.transactionId, tx.id));

  let counterparty: Counterparty;
  if (direction === 'own') {
    counterparty = { name: null, email: null, account: to?.accountNumber ?? null, bank: null };
  } else if (other?.customerId != null && direction === 'incoming') {
    // The booking names the payee (the payer's view); the payee is told who paid.
    counterparty = {
      name: await holderName(db, other.customerId),
      email: null,
      account: other.accountNumber,
      bank: null,
    };
  } else {
    counterparty = {
      name: tx.counterpartyName,
      email: tx.counterpartyEmail,
      account: other?.customerId != null ? other.accountNumber : null,
      bank: null,
      ...(external ? externalCounterparty(external.details) : {}),
    };
  }
  const type = transactionTypeById(tx.typeId);
  return {
    transactionId: tx.id,
    dateTime: tx.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    typeId: tx.typeId,
    type: type?.code ?? 'unknown',
    operationType: type?.names.en ?? 'Unknown',
    statusId: tx.statusId,
    status: txStatusName[tx.statusId] ?? 'unknown',
    direction,
    amount: atScale(tx.amount, tx.currencyCode),
    currencyCode: tx.currencyCode,
    fee: direction === 'incoming' ? atScale('0', tx.currencyCode) : atScale(tx.fee, tx.currencyCode),
    exchangeRate: trimmedRate(tx.exchangeRate),
    toAmount: atScale(tx.toAmount, tx.toCurrencyCode),
    toCurrencyCode: tx.toCurrencyCode,
    description: tx.description,
    reference: tx.reference,
    account: { accountId: mine.id, accountNumber: mine.accountNumber },
    counterparty,
    approval: direction === 'incoming' ? null : approval,
    feeTransactionId: direction === 'incoming' ? null : (feeOf?.id ?? null),
    batchId: direction === 'incoming' ? null : batchId,
    isDisabled: to !== null && to.statusId === CLOSED,
  };
}
