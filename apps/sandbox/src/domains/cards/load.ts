// cardLoad: money from a payment account onto an active card in the same currency, booked as a
// completed card load (transaction type 9).
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id, positiveAmount } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings } from '../accounts/ledger/ledger.ts';
import { toCents } from '../../money.ts';
import { cardToChange, isAnswer } from './access.ts';
import { feeAccountsOf, spendableCents } from './fees.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { bankDescription } from '../accounts/descriptions.ts';

const cardLoad = sessionMethod({
  name: 'cardLoad',
  idempotent: true,
  payload: v.object({ accountId: id(), fromAccountId: id(), amount: positiveAmount() }),
  async handle(ctx, input) {
    const card = await cardToChange(ctx, input.accountId, 'load');
    if (isAnswer(card)) return card;
    const sources = await feeAccountsOf(ctx.db, ctx.customerId, card.currencyCode);
    const from = sources.find((account) => account.accountId === input.fromAccountId);
    if (!from) return invalid('fromAccountId', "must be a payment account in the card's currency");
    const cents = toCents(input.amount) ?? 0n;
    if ((await spendableCents(ctx.db, from.accountId)) < cents) {
      return invalid('amount', 'exceeds the available balance');
    }
    const transactionId = await book(ctx.db, {
      typeId: TxType.cardLoad,
      statusId: TxStatus.completed,
      fromAccountId: from.accountId,
      toAccountId: card.accountId,
      amount: cents,
      currencyCode: card.currencyCode,
      toAmount: cents,
      toCurrencyCode: card.currencyCode,
      description: bankDescription('cardLoadTo', { card: card.maskedNumber }),
      createdAt: ctx.sandbox.now(),
      postings: await movePostings(
        ctx.db,
        { accountId: from.accountId, currencyCode: card.currencyCode, minor: cents },
        { accountId: card.accountId, currencyCode: card.currencyCode, minor: cents },
      ),
    });
    return ok({ transactionId });
  },
});

export const cardLoadMethods: MethodDefinition[] = [cardLoad];
