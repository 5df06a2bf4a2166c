// Booking an external transfer through the ledger (WIRE.md "External transfers"): the amount is debited
// as typed from the account; what the beneficiary receives is converted at the demo rate when its currency
// differs (through the FX accounts) and leaves through the bank's clearing account in that currency; the fee
// (and crypto's network fee) is its own fee transaction to the fees account. Approval as part 1's submits.
import { type ExternalRail, type Recipient, transferTypeOf } from '@paydeck/transfers/api';
import { and, eq } from 'drizzle-orm';
import { accessDenied, type Answer, invalid, ok, validationFailed } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { exchangeRate, fromMinor, ratedCurrencies, sourceMinorFor, targetMinorFor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { AccountStatus, AccountType, TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings, systemAccount } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { spendableCents } from '../cards/fees.ts';
import { customers } from '../customer/tables.ts';
import { externalFeeMinor, networkFees, railAllowed, railTxType, settlesLater } from './external-rules.ts';
import type { Beneficiary } from './external-validate.ts';
import { remainingMinor } from './limits.ts';
import { type ApproveMode, approveModeFor, openOperation, statusFor } from './operations.ts';
import { externalTransfers } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

type AccountRow = typeof accounts.$inferSelect;

/** What a transfer costs and delivers, all in minor units (the fee in the from account's currency). */
export interface Quote {
  from: AccountRow;
  minor: bigint;
  toMinor: bigint;
  toCurrencyCode: string;
  rate: string;
  fee: bigint;
}

/** Refusals before the beneficiary: the access right, the rail's permission flag (13), the from account. */
/** 13 unless the right acts and the customer's flags allow `rail` to `recipient` (an own-account withdrawal or not). */
export async function railRefusal(
  ctx: SessionContext,
  rail: ExternalRail,
  recipient: Recipient = 'others',
): Promise<Answer | null> {
  if (!canAct(ctx.accessRights)) return accessDenied();
  return (await customerPermits(ctx, (customer) => railAllowed(rail, customer, recipient))) ? null : accessDenied();
}

/** Whether the customer acted for passes `rule` (its business kind and permission names). */
export async function customerPermits(
  ctx: SessionContext,
  rule: (customer: { isBusiness: boolean; permissions: readonly string[] }) => boolean,
): Promise<boolean> {
  const [customer] = await ctx.db
    .select({ type: customers.customerType, permissions: customers.permissions })
    .from(customers)
    .where(eq(customers.id, ctx.customerId));
  return rule({ isBusiness: customer !== undefined && customer.type !== 0, permissions: customer?.permissions ?? [] });
}

export async function fromAccountOf(db: Db, customerId: number, accountId: number): Promise<AccountRow | undefined> {
  const [from] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
  return from && from.typeId === AccountType.payment && from.statusId !== AccountStatus.closed ? from : undefined;
}

/** The bank's fee, and for crypto the network's (priced in the from currency), in minor units of `from`. */
export function totalFeeMinor(rail: ExternalRail, minor: bigint, from: string, to: string): bigint {
  const network = rail === 'crypto' ? (networkFees[to] ?? 0n) : 0n;
  return externalFeeMinor(rail, minor, from) + sourceMinorFor(network, from, to);
}

/**
 * The most that can be sent from `spendable` when the fee comes on top (amount + fee ≤ spendable): a binary
 * search, the fee never falling as the amount grows.
 */
export function maxBeforeFee(rail: ExternalRail, spendable: bigint, from: string, to: string): bigint {
  const fits = (amount: bigint) => amount + totalFeeMinor(rail, amount, from, to) <= spendable;
  let low = 0n; // fits (sending nothing)
  let high = spendable + 1n; // never fits
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The quote of `amount` from the account to a beneficiary receiving `currencyCode`, or the refusal. */
export async function quote(
  db: Db,
  customerId: number,
  rail: ExternalRail,
  input: { fromAccountId: number; amount: string; currencyCode?: string | null },
): Promise<Quote | Answer> {
  const from = await fromAccountOf(db, customerId, input.fromAccountId);
  if (!from) return invalid('fromAccountId', 'is not one of your payment accounts');
  const minor = toMinor(input.amount, from.currencyCode);
  if (minor === null) return invalid('amount', `has more decimals than ${from.currencyCode} has`);
  if (minor <= 0n) return invalid('amount', 'must be positive');
  const toCurrencyCode = (input.currencyCode || from.currencyCode).toUpperCase();
  if (!ratedCurrencies.includes(toCurrencyCode)) return invalid('currencyCode', 'is not offered');
  const toMinorAmount = targetMinorFor(minor, from.currencyCode, toCurrencyCode);
  if (toMinorAmount <= 0n) return invalid('amount', 'is too small to convert');
  const fee = totalFeeMinor(rail, minor, from.currencyCode, toCurrencyCode);
  const rate = exchangeRate(from.currencyCode, toCurrencyCode);
  return { from, minor, toMinor: toMinorAmount, toCurrencyCode, rate, fee };
}

export const isQuote = (value: Quote | Answer): value is Quote => 'from' in value && 'minor' in value;

/** The fee variant's answer (payments.md 3 "Payment meta"). */
export const feeAnswer = (q: Quote): Answer =>
  ok({
    fee: fromMinor(q.fee, q.from.currencyCode),
    feeCurrencyCode: q.from.currencyCode,
    exchangeRate: q.rate,
    toAmount: fromMinor(q.toMinor, q.toCurrencyCode),
  });

/** The rail's name in the description the bank writes when the person typed none. */
export const railNames: Record<ExternalRail, string> = {
  oct: 'Card payout',
  wire: 'Wire transfer',
  eft: 'Bank transfer (EFT)',
  crypto: 'Crypto transfer',
  instant: 'Instant payment',
  interac: 'Interac e-Transfer',
};

/** The transfer and its fee booked for `mode` (held at 41 unless none), and its external record. */
export async function bookExternalLegs(
  ctx: Pick<SessionContext, 'db' | 'sandbox' | 'customerId'>,
  rail: ExternalRail,
  q: Quote,
  beneficiary: Beneficiary,
  description: string,
  mode: ApproveMode,
) {
  const { db, sandbox, customerId } = ctx;
  const { from } = q;
  const approvedStatusId = settlesLater[rail] ? TxStatus.pending : TxStatus.completed;
  const statusId = mode === 'none' ? approvedStatusId : TxStatus.processing;
  const createdAt = sandbox.now();
  const clearing = await systemAccount(db, 'clearing', q.toCurrencyCode);
  const transactionId = await book(db, {
    typeId: railTxType[rail],
    statusId,
    fromAccountId: from.id,
    toAccountId: null,
    amount: q.minor,
    currencyCode: from.currencyCode,
    toAmount: q.toMinor,
    toCurrencyCode: q.toCurrencyCode,
    exchangeRate: q.rate,
    fee: q.fee,
    description: description || bankDescription('railTo', { rail, name: beneficiary.name }),
    counterpartyName: beneficiary.name || null,
    createdAt,
    postings: await movePostings(
      db,
      { accountId: from.id, currencyCode: from.currencyCode, minor: q.minor },
      { accountId: clearing, currencyCode: q.toCurrencyCode, minor: q.toMinor },
    ),
  });
  const feeTransactionId = await book(db, {
    typeId: TxType.fee,
    statusId: statusFor(mode),
    fromAccountId: from.id,
    toAccountId: null,
    amount: q.fee,
    currencyCode: from.currencyCode,
    toAmount: q.fee,
    toCurrencyCode: from.currencyCode,
    description: bankDescription('railFee', { rail }),
    createdAt,
    postings: [
      { accountId: from.id, amount: -q.fee, currencyCode: from.currencyCode },
      { accountId: await systemAccount(db, 'fees', from.currencyCode), amount: q.fee, currencyCode: from.currencyCode },
    ],
  });
  await db.insert(externalTransfers).values({
    transactionId,
    customerId,
    rail,
    countryCode: beneficiary.countryCode,
    templateId: beneficiary.templateId,
    details: beneficiary.details,
  });
  return { transactionId, feeTransactionId, statusId, approvedStatusId };
}

/** Funds and limits checked, the transfer and its fee booked (held or sent), the operation opened. */
export async function bookExternal(
  ctx: SessionContext,
  rail: ExternalRail,
  q: Quote,
  beneficiary: Beneficiary,
  description: string,
): Promise<Answer> {
  const { db, sandbox, customerId, session, accessRights } = ctx;
  const { from } = q;
  if ((await spendableCents(db, from.id)) < q.minor + q.fee) return invalid('amount', 'insufficient funds');
  if (q.minor > (await remainingMinor(db, from.id, rail, sandbox.now()))) {
    return validationFailed([{ param: 'amount', description: 'exceeds your limit' }]);
  }
  const mode = await approveModeFor(db, session.userId, accessRights);
  const legs = await bookExternalLegs(ctx, rail, q, beneficiary, description, mode);
  const { transactionId, feeTransactionId, statusId, approvedStatusId } = legs;
  const operation = await openOperation({ db, sandbox, userId: session.userId, customerId }, mode, {
    transactionId,
    feeTransactionId,
    approvedStatusId,
  });
  return ok({
    responseDescription:
      mode === 'company'
        ? 'Transaction created'
        : mode === 'none'
          ? 'Transfer submitted'
          : 'Transfer waits for approval',
    ...operation,
    transactionId,
    statusId,
    transferType: transferTypeOf[rail],
    fromAmount: fromMinor(q.minor, from.currencyCode),
    fromCurrencyCode: from.currencyCode,
    toAmount: fromMinor(q.toMinor, q.toCurrencyCode),
    toCurrencyCode: q.toCurrencyCode,
    exchangeRate: q.rate,
    fee: fromMinor(q.fee, from.currencyCode),
    link: `/history?transactionId=${transactionId}`,
    field: null,
  });
}
