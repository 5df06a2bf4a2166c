// Person to person (WIRE.md "Person to person"): the payee check, the fee and the transfer to another
// customer's account in the same currency, through the ledger, with the fee to the bank's fees account.
import { checkableEmail } from '@paydeck/transfers/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import {
  decimalAmount,
  EMAIL_MAX,
  id,
  limitedText,
  positiveDecimalAmount,
  REFERENCE_MAX,
  text,
} from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { AccountStatus, AccountType } from '../accounts/ledger/codes.ts';
import { book, movePostings, systemAccount } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { spendableCents } from '../cards/fees.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { blacklist } from '../security/tables.ts';
import { remainingMinor } from './limits.ts';
import { approveModeFor, openOperation, statusFor } from './operations.ts';
import { bankDescription } from '../accounts/descriptions.ts';

/**
 * The p2p fee: 0.5% of the amount, at least 20 of the currency's smallest units (0.20 in fiat), rounded
 * half up to the smallest unit, in the amount's currency. Amounts are minor units at the currency's scale.
 */
export function p2pFeeCents(cents: bigint): bigint {
  const share = (cents * 5n + 500n) / 1000n;
  return share < 20n ? 20n : share;
}

/** The person with that login, if any (e-mails compare case-insensitively). */
async function payeeOf(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, customerId: users.customerId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.login}) = ${email.toLowerCase()}`);
  return user;
}

const checkPayee = sessionMethod({
  name: 'checkPayee',
  readOnly: true,
  payload: v.object({ email: text() }),
  async handle({ db, customerId, session }, input) {
    const email = checkableEmail(input.email);
    if (email === null) return invalid('email', 'is not a valid e-mail');
    const payee = await payeeOf(db, email);
    const exists = payee !== undefined && payee.customerId !== customerId;
    const [employee] = payee
      ? await db
          .select({ right: customerAccesses.accessRights })
          .from(customerAccesses)
          .where(and(eq(customerAccesses.userId, payee.id), eq(customerAccesses.customerId, customerId)))
      : [];
    const [blocked] = await db
      .select({ email: blacklist.email })
      .from(blacklist)
      .where(and(eq(blacklist.userId, session.userId), sql`lower(${blacklist.email}) = ${email.toLowerCase()}`));
    return ok({ exist: exists, exists, isEmployee: employee !== undefined, outBlacklist: blocked === undefined });
  },
});

async function fromAccountOf(db: Db, customerId: number, accountId: number) {
  const [from] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.customerId, customerId)));
  return from && from.typeId === AccountType.payment && from.statusId !== AccountStatus.closed ? from : undefined;
}

const p2pFee = sessionMethod({
  name: 'p2pFee',
  readOnly: true,
  payload: v.object({ amount: decimalAmount(), fromAccountId: id(), toEmail: v.optional(text()) }),
  async handle({ db, customerId }, input) {
    const from = await fromAccountOf(db, customerId, input.fromAccountId);
    if (!from) return invalid('fromAccountId', 'is not one of your payment accounts');
    const cents = toMinor(input.amount, from.currencyCode);
    if (cents === null) return invalid('amount', `has more decimals than ${from.currencyCode} has`);
    if (cents <= 0n) return invalid('amount', 'must be positive');
    return ok({ fee: fromMinor(p2pFeeCents(cents), from.currencyCode), feeCurrencyCode: from.currencyCode });
  },
});

const p2pTransferFunds = sessionMethod({
  name: 'p2pTransferFunds',
  idempotent: true,
  payload: v.object({
    fromAccountId: id(),
    toEmail: limitedText(EMAIL_MAX),
    amount: positiveDecimalAmount(),
    description: v.optional(limitedText(REFERENCE_MAX)),
  }),
  async handle({ db, sandbox, customerId, accessRights, session }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const email = checkableEmail(input.toEmail);
    if (email === null) return invalid('toEmail', 'is not a valid e-mail');
    const from = await fromAccountOf(db, customerId, input.fromAccountId);
    if (!from) return invalid('fromAccountId', 'is not one of your payment accounts');
    const payee = await payeeOf(db, email);
    if (!payee) return invalid('toEmail', 'has no Paydeck account');
    if (payee.customerId === customerId) return invalid('toEmail', 'is your own: use a transfer between your accounts');
    const [to] = await db
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, payee.customerId),
          eq(accounts.currencyCode, from.currencyCode),
          eq(accounts.typeId, AccountType.payment),
          inArray(accounts.statusId, [AccountStatus.active]),
        ),
      )
      .limit(1);
    if (!to) return invalid('toEmail', `cannot receive ${from.currencyCode}`);
    const cents = toMinor(input.amount, from.currencyCode);
    if (cents === null) return invalid('amount', `has more decimals than ${from.currencyCode} has`);
    const fee = p2pFeeCents(cents);
    if ((await spendableCents(db, from.id)) < cents + fee) return invalid('amount', 'insufficient funds');
    if (cents > (await remainingMinor(db, from.id, 'p2p', sandbox.now())))
      return invalid('amount', 'exceeds your limit');

    const mode = await approveModeFor(db, session.userId, accessRights);
    const statusId = statusFor(mode);
    const createdAt = sandbox.now();
    const transactionId = await book(db, {
      typeId: TxType.p2p,
      statusId,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: cents,
      currencyCode: from.currencyCode,
      toAmount: cents,
      toCurrencyCode: to.currencyCode,
      fee,
      description: input.description || bankDescription('transferTo', { name: email }),
      counterpartyName: `${payee.firstName} ${payee.lastName}`,
      counterpartyEmail: email,
      createdAt,
      postings: await movePostings(
        db,
        { accountId: from.id, currencyCode: from.currencyCode, minor: cents },
        { accountId: to.id, currencyCode: to.currencyCode, minor: cents },
      ),
    });
    const feeTransactionId = await book(db, {
      typeId: TxType.fee,
      statusId,
      fromAccountId: from.id,
      toAccountId: null,
      amount: fee,
      currencyCode: from.currencyCode,
      toAmount: fee,
      toCurrencyCode: from.currencyCode,
      description: bankDescription('p2pFee'),
      createdAt,
      postings: [
        { accountId: from.id, amount: -fee, currencyCode: from.currencyCode },
        { accountId: await systemAccount(db, 'fees', from.currencyCode), amount: fee, currencyCode: from.currencyCode },
      ],
    });
    const operation = await openOperation({ db, sandbox, userId: session.userId, customerId }, mode, {
      transactionId,
      feeTransactionId,
    });
    return ok({
      responseDescription:
        mode === 'none'
          ? 'Transfer completed'
          : mode === 'company'
            ? 'Transaction created'
            : 'Transfer waits for approval',
      ...operation,
      transactionId,
      statusId,
      fee: fromMinor(fee, from.currencyCode),
      link: `/history?transactionId=${transactionId}`,
    });
  },
});

export const p2pMethods: MethodDefinition[] = [checkPayee, p2pFee, p2pTransferFunds];
