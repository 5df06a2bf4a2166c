// transferBetweenAccounts: between two accounts of the customer acted for; different currencies
// convert at the fixed demo rates; toAmount is what the target receives. No fee between own accounts.
// The submit opens an operation (operations.ts): booked at once with approve mode none, else held until
// approved. The recurring fields also create a preapproved payment for the following transfers (recurring.ts).
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok, validationFailed } from '../../api/answers.ts';
import { id, limitedText, positiveDecimalAmount, REFERENCE_MAX } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { accounts } from '../accounts/tables.ts';
import { cards } from '../cards/tables.ts';
import { AccountStatus, AccountType, CardStatus } from '../accounts/ledger/codes.ts';
import { balanceOf, book, lockAccount, movePostings } from '../accounts/ledger/ledger.ts';
import { exchangeRate, fromMinor, minorOf, sourceMinorFor, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { remainingMinor } from './limits.ts';
import { approveModeFor, openOperation, statusFor } from './operations.ts';
import { createSubscription, subscriptionFields, subscriptionProblem } from './subscriptions.ts';
import { bankDescription } from '../accounts/descriptions.ts';
import { railPermitted } from '@paydeck/transfers/api';
import { customerPermits } from './external-book.ts';

const payload = v.object({
  fromAccount: id(),
  toAccount: id(),
  toAmount: positiveDecimalAmount(),
  reference: v.optional(limitedText(REFERENCE_MAX)),
  ...subscriptionFields,
});

const transferBetweenAccounts = sessionMethod({
  name: 'transferBetweenAccounts',
  idempotent: true,
  payload,
  async handle(ctx, input) {
    const { db, sandbox, customerId, accessRights, session } = ctx;
    if (!canAct(accessRights)) return accessDenied();
    // An own-account withdrawal under its flag (payments.md 6; transfers WIRE.md "Own-account withdrawals").
    if (!(await customerPermits(ctx, (customer) => railPermitted('betweenAccounts', 'own', customer)))) {
      return accessDenied();
    }
    const recurring = subscriptionProblem(input);
    if (recurring) return invalid(recurring.param, recurring.description);
    if (input.fromAccount === input.toAccount) return invalid('toAccount', 'must differ from fromAccount');
    const rows = await db
      .select({ account: accounts, cardId: cards.accountId })
      .from(accounts)
      .leftJoin(cards, eq(cards.accountId, accounts.id))
      .where(and(eq(accounts.customerId, customerId), inArray(accounts.id, [input.fromAccount, input.toAccount])));
    const from = rows.find((row) => row.account.id === input.fromAccount)?.account;
    const to = rows.find((row) => row.account.id === input.toAccount)?.account;
    const errors = [
      ...(from ? [] : [{ param: 'fromAccount', description: 'is not one of your accounts' }]),
      ...(to ? [] : [{ param: 'toAccount', description: 'is not one of your accounts' }]),
    ];
    if (!from || !to) return validationFailed(errors);
    const usable = (statusId: number) => statusId !== AccountStatus.closed && statusId !== CardStatus.paused;
    if (!usable(from.statusId)) return invalid('fromAccount', 'is not active');
    if (!usable(to.statusId) || (to.typeId === AccountType.prepaidCard && to.statusId !== CardStatus.active)) {
      return invalid('toAccount', 'cannot receive money now');
    }

    // Amounts are minor units at each account's currency's scale; more decimals are refused, never rounded.
    const toMinorAmount = toMinor(input.toAmount, to.currencyCode);
    if (toMinorAmount === null) return invalid('toAmount', `has more decimals than ${to.currencyCode} has`);
    const fromMinorAmount = sourceMinorFor(toMinorAmount, from.currencyCode, to.currencyCode);
    if (fromMinorAmount <= 0n) return invalid('toAmount', 'is too small to convert');
    await lockAccount(db, from.id);
    const available = (await balanceOf(db, from.id)) - minorOf(from.minimumBalance, from.currencyCode);
    if (available < fromMinorAmount) return invalid('toAmount', 'insufficient funds');
    if (fromMinorAmount > (await remainingMinor(db, from.id, 'betweenAccounts', sandbox.now()))) {
      return invalid('toAmount', 'exceeds your limit');
    }

    const mode = await approveModeFor(db, session.userId, accessRights);
    const statusId = statusFor(mode);
    const rate = exchangeRate(from.currencyCode, to.currencyCode);
    const transactionId = await book(db, {
      typeId: TxType.betweenAccounts,
      statusId,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: fromMinorAmount,
      currencyCode: from.currencyCode,
      toAmount: toMinorAmount,
      toCurrencyCode: to.currencyCode,
      exchangeRate: rate,
      description: bankDescription('transferFromTo', { from: from.accountNumber, to: to.accountNumber }),
      reference: input.reference ?? null,
      createdAt: sandbox.now(),
      postings: await movePostings(
        db,
        { accountId: from.id, currencyCode: from.currencyCode, minor: fromMinorAmount },
        { accountId: to.id, currencyCode: to.currencyCode, minor: toMinorAmount },
      ),
    });
    const operation = await openOperation({ db, sandbox, userId: session.userId, customerId }, mode, {
      transactionId,
      feeTransactionId: null,
    });
    const subscriptionId = input.subscriptionFrequency
      ? await createSubscription(db, sandbox.now(), {
          customerId,
          userId: session.userId,
          firstTransactionId: transactionId,
          from,
          to,
          toAmount: input.toAmount,
          input,
        })
      : null;
    return ok({
      responseDescription: answerText(mode),
      ...operation,
      transactionId,
      statusId,
      fromAmount: fromMinor(fromMinorAmount, from.currencyCode),
      fromCurrencyCode: from.currencyCode,
      toAmount: fromMinor(toMinorAmount, to.currencyCode),
      toCurrencyCode: to.currencyCode,
      exchangeRate: rate,
      fee: '0.00',
      link: `/history?transactionId=${transactionId}`,
      field: null,
      subscriptionId,
    });
  },
});

const answerText = (mode: string): string =>
  mode === 'none' ? 'Transfer completed' : mode === 'company' ? 'Transaction created' : 'Transfer waits for approval';

export const transferMethods: MethodDefinition[] = [transferBetweenAccounts];
