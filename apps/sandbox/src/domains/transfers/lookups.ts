// The lookups of the own-accounts form (WIRE.md "Own accounts"): fee, maximum amount, limits and the
// exchange rate. Read-only; the form asks each only when its inputs are present (the package's rules).
import { needsExchangeRate } from '@paydeck/transfers/api';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok, validationFailed } from '../../api/answers.ts';
import { decimalAmount, id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { exchangeRate, fromMinor, ratedCurrencies } from '../../money.ts';
import { accounts } from '../accounts/tables.ts';
import { spendableCents } from '../cards/fees.ts';
import { externalMaxAmount, limitTypeOf } from './external-max.ts';
import { limitsOf, limitViews, remainingMinor } from './limits.ts';

async function ownAccounts(db: Db, customerId: number, ids: number[]) {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), inArray(accounts.id, ids)));
  return ids.map((accountId) => rows.find((row) => row.id === accountId));
}

const notYours = (...params: string[]) =>
  validationFailed(params.map((param) => ({ param, description: 'is not one of your accounts' })));

const transferBetweenAccountsFee = sessionMethod({
  name: 'transferBetweenAccountsFee',
  readOnly: true,
  payload: v.object({ amount: decimalAmount(), fromAccountId: id(), toAccountId: id() }),
  async handle({ db, customerId }, input) {
    const [from, to] = await ownAccounts(db, customerId, [input.fromAccountId, input.toAccountId]);
    if (!from || !to) return notYours(...(from ? [] : ['fromAccountId']), ...(to ? [] : ['toAccountId']));
    return ok({ fee: '0.00', feeCurrencyCode: from.currencyCode }); // no fee between own accounts
  },
});

const transferMaxAmount = sessionMethod({
  name: 'transferMaxAmount',
  readOnly: true,
  payload: v.object({
    operation: text(),
    fromAccountId: id(),
    toAccountId: v.optional(id()),
    countryCode: v.optional(text()),
    currencyCode: v.optional(text()),
  }),
  async handle(ctx, input) {
    if (input.operation !== 'betweenAccounts') return externalMaxAmount(ctx, input);
    const { db, sandbox, customerId } = ctx;
    if (input.toAccountId === undefined) return invalid('toAccountId', 'is required');
    const [from, to] = await ownAccounts(db, customerId, [input.fromAccountId, input.toAccountId]);
    if (!from || !to) return notYours(...(from ? [] : ['fromAccountId']), ...(to ? [] : ['toAccountId']));
    const spendable = await spendableCents(db, from.id);
    const byLimit = await remainingMinor(db, from.id, 'betweenAccounts', sandbox.now());
    // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only)
    const cents = spendable < byLimit ? spendable : byLimit;
    return ok({
      amount: fromMinor(cents < 0n ? 0n : cents, from.currencyCode),
      type: spendable <= byLimit ? 'balance' : 'limit',
    });
  },
});

const customerLimits = sessionMethod({
  name: 'customerLimits',
  readOnly: true,
  payload: v.object({
    type: text(),
    currencyCode: text(),
    fromAccountId: id(),
    countryCode: v.optional(text()),
  }),
  async handle({ db, sandbox, customerId }, input) {
    const type = limitTypeOf(input.type);
    if (type === null) return invalid('type', 'is not valid');
    const [from] = await ownAccounts(db, customerId, [input.fromAccountId]);
    if (!from) return notYours('fromAccountId');
    if (from.currencyCode !== input.currencyCode.toUpperCase()) return invalid('currencyCode', 'is not the account’s');
    return ok({ limits: limitViews(await limitsOf(db, from.id, type, sandbox.now()), from.currencyCode) });
  },
});

const transferExchangeRate = sessionMethod({
  name: 'transferExchangeRate',
  readOnly: true,
  payload: v.object({ fromCurrencyCode: text(), toCurrencyCode: text() }),
  async handle(_, input) {
    if (!needsExchangeRate(input.fromCurrencyCode, input.toCurrencyCode)) return ok({ exchangeRate: '1.00000000' });
    const unknown = [
      ['fromCurrencyCode', input.fromCurrencyCode],
      ['toCurrencyCode', input.toCurrencyCode],
    ].find(([, code]) => !ratedCurrencies.includes(String(code).toUpperCase()));
    if (unknown) return invalid(String(unknown[0]), 'is not offered');
    return ok({ exchangeRate: exchangeRate(input.fromCurrencyCode, input.toCurrencyCode) });
  },
});

export const lookupMethods: MethodDefinition[] = [
  transferBetweenAccountsFee,
  transferMaxAmount,
  customerLimits,
  transferExchangeRate,
];
