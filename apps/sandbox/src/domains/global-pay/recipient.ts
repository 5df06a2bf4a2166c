// The recipient's side of a global payment (payments.md 4 "Global transfer, recipient side", 7 "Global pay,
// recipient side"): public methods; the payment secret from the link is the only credential (no session).
import { and, desc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { type Answer, failure, invalid, ok } from '../../api/answers.ts';
import { type MethodContext, publicMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { holderName } from '../accounts/statement-data.ts';
import { payoutCountries } from './countries.ts';
import { extraParamsOf, metaOf } from './recipient-fields.ts';
import { dataOf, methodsTo, type PaymentRow } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

export const EXPIRE_DAYS = 30;
export const secret = v.pipe(v.string(), v.minLength(20), v.maxLength(100));
const method = v.pipe(v.string(), v.maxLength(20));
const country = v.pipe(v.string(), v.length(2), v.toUpperCase());

export const unknownPayment = (): Answer => failure('13', 'Unknown payment link');

export async function paymentBySecret(db: Db, paymentSecret: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(globalPayPayments).where(eq(globalPayPayments.secret, paymentSecret));
  return row ?? null;
}

/** Runs `handle` with the payment the secret names, or answers 13. */
const withPayment =
  <P extends { paymentSecret: string }>(handle: (ctx: MethodContext, row: PaymentRow, payload: P) => Promise<Answer>) =>
  async (ctx: MethodContext, payload: P): Promise<Answer> => {
    const row = await paymentBySecret(ctx.db, payload.paymentSecret);
    return row ? handle(ctx, row, payload) : unknownPayment();
  };

/** The methods the recipient may choose in a country: the country's, less those the sender forbade. */
export const allowedMethods = (row: PaymentRow, countryCode: string): string[] =>
  methodsTo(countryCode).filter((name) => !row.forbiddenMethods.includes(name));

const details = publicMethod({
  name: 'globalPayPaymentDetails',
  payload: v.object({ paymentSecret: secret }),
  readOnly: true,
  handle: withPayment(async (ctx, row) => {
    const [batch] = await ctx.db
      .select({ submittedAt: globalPayBatches.submittedAt, customerId: globalPayBatches.customerId })
      .from(globalPayBatches)
      .where(eq(globalPayBatches.id, row.batchId));
    // The payee is told who pays: the company's name, or the person's when a person sent the batch.
    const senderName = batch ? await holderName(ctx.db, batch.customerId) : '';
    const data = dataOf(row);
    return ok({
      paymentDetails: {
        paymentId: row.id,
        beneficiaryName: data.beneficiaryName,
        status: row.status,
        senderName,
        amount: row.amount ? metaOf(row, row.currencyCode ?? 'EUR').toAmount : '0',
        currencyCode: row.currencyCode,
        description: data.description,
        feeIsBen: row.feeShare === 'beneficiary',
        submittedDate: batch?.submittedAt?.toISOString() ?? null,
        expireDays: EXPIRE_DAYS,
        countryCode: data.beneficiaryCountryCode.toUpperCase(),
      },
    });
  }),
});

const countries = publicMethod({
  name: 'globalPayPaymentCountries',
  payload: v.object({ paymentSecret: secret }),
  readOnly: true,
  handle: withPayment(async (_ctx, row) =>
    ok({
      countries: Object.entries(payoutCountries)
        .filter(([code]) => allowedMethods(row, code).length > 0)
        .map(([countryCode, currencyCode]) => ({ countryCode, currencyCode })),
    }),
  ),
});

const methods = publicMethod({
  name: 'globalPayPaymentMethods',
  payload: v.object({ paymentSecret: secret, countryCode: country }),
  readOnly: true,
  handle: withPayment(async (_ctx, row, { countryCode }) => {
    const currencyCode = payoutCountries[countryCode];
    if (!currencyCode) return invalid('countryCode', 'is not reached by global pay');
    return ok({ options: allowedMethods(row, countryCode).map((transferType) => ({ transferType, currencyCode })) });
  }),
});

const meta = publicMethod({
  name: 'globalPayPaymentMeta',
  payload: v.object({
    paymentSecret: secret,
    paymentMethod: method,
    toCurrencyCode: v.pipe(v.string(), v.length(3)),
    countryCode: country,
  }),
  readOnly: true,
  handle: withPayment(async (_ctx, row, { paymentMethod, toCurrencyCode, countryCode }) => {
    if (!allowedMethods(row, countryCode).includes(paymentMethod)) return invalid('paymentMethod', 'is not offered');
    if (payoutCountries[countryCode] !== toCurrencyCode)
      return invalid('toCurrencyCode', 'is not paid in this country');
    const { exchangeRate, toAmount, fee, feeCurrencyCode } = metaOf(row, toCurrencyCode);
    return ok({ exchangeRate, toAmount, fee, feeCurrencyCode });
  }),
});

const extraParams = publicMethod({
  name: 'globalPayExtraParams',
  payload: v.object({ paymentMethod: method, currencyCode: v.optional(v.string()), countryCode: v.optional(country) }),
  readOnly: true,
  handle: async (_ctx, { paymentMethod }) =>
    extraParamsOf[paymentMethod]
      ? ok({ params: extraParamsOf[paymentMethod] })
      : invalid('paymentMethod', 'is not offered'),
});

const withdrawalAnswer = (row: PaymentRow) => ({
  paymentId: row.id,
  amount: row.amount,
  currencyCode: row.currencyCode,
  method: row.method,
  status: row.status,
  date: row.paidAt?.toISOString() ?? null,
});

const lastWithdrawals = publicMethod({
  name: 'globalPayLastWithdrawals',
  payload: v.object({
    paymentSecret: secret,
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 5),
  }),
  readOnly: true,
  handle: withPayment(async (ctx, row, { limit }) => {
    const email = dataOf(row).beneficiaryEmail.toLowerCase();
    const paid = await ctx.db
      .select()
      .from(globalPayPayments)
      .where(and(eq(globalPayPayments.status, 'paid'), ne(globalPayPayments.id, row.id)))
      .orderBy(desc(globalPayPayments.paidAt))
      .limit(200);
    const mine = paid.filter((other) => dataOf(other).beneficiaryEmail.toLowerCase() === email);
    return ok({ withdrawals: mine.slice(0, limit).map(withdrawalAnswer) });
  }),
});

const withdrawalDetails = publicMethod({
  name: 'globalPayWithdrawalDetails',
  payload: v.object({ paymentSecret: secret, paymentId: v.pipe(v.number(), v.integer()) }),
  readOnly: true,
  handle: withPayment(async (ctx, row, { paymentId }) => {
    const [other] = await ctx.db.select().from(globalPayPayments).where(eq(globalPayPayments.id, paymentId));
    const same = other && dataOf(other).beneficiaryEmail.toLowerCase() === dataOf(row).beneficiaryEmail.toLowerCase();
    return same
      ? ok({ withdrawal: { ...withdrawalAnswer(other), details: other.payoutDetails ?? {} } })
      : unknownPayment();
  }),
});

export const recipientMethods = [details, countries, methods, meta, extraParams, lastWithdrawals, withdrawalDetails];
