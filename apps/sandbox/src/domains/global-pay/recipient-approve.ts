// The recipient submits their choice (an operation awaiting a code mailed to them), approves it with the code
// (or has it sent again), or refuses the payment (status refused; the money goes back to the sender's account).
// Paying books the payout from the bank's clearing account: the fee to the fees account, and the rest through
// the FX accounts when the recipient's currency differs. The operation id is the payment's id.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type Answer, failure, invalid, ok, validationFailed } from '../../api/answers.ts';
import { type MethodContext, publicMethod } from '../../api/registry.ts';
import { sha256Hex } from '../../crypto.ts';
import { minorOf } from '../../money.ts';
import { sendMessage } from '../../outbox.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings, systemAccount } from '../accounts/ledger/ledger.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { CODE_SECONDS, MAX_ATTEMPTS, newCode } from '../transfers/operations.ts';
import { payoutCountries } from './countries.ts';
import { extraProblems, keptDetails, metaOf } from './recipient-fields.ts';
import { allowedMethods, paymentBySecret, secret, unknownPayment } from './recipient.ts';
import { dataOf, type PaymentRow } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';

const operationId = v.pipe(v.number(), v.integer(), v.minValue(1));
const mask = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');

async function mailCode(ctx: MethodContext, row: PaymentRow): Promise<void> {
  const code = newCode();
  await ctx.db
    .update(globalPayPayments)
    .set({
      codeHash: sha256Hex(code),
      codeExpiresAt: new Date(ctx.sandbox.now().getTime() + CODE_SECONDS * 1000),
      attempts: 0,
    })
    .where(eq(globalPayPayments.id, row.id));
  await sendMessage(ctx.db, {
    kind: 'otp',
    recipient: dataOf(row).beneficiaryEmail,
    subject: 'Your code to receive the payment',
    body: `Your code is ${code}`,
    code,
  });
}

const submit = publicMethod({
  name: 'globalPayPaymentSubmit',
  payload: v.object({
    paymentSecret: secret,
    paymentMethod: v.pipe(v.string(), v.maxLength(20)),
    currencyCode: v.pipe(v.string(), v.length(3)),
    countryCode: v.pipe(v.string(), v.length(2), v.toUpperCase()),
    paymentDetails: v.record(v.string(), v.pipe(v.string(), v.maxLength(100))),
  }),
  async handle(ctx, payload) {
    const row = await paymentBySecret(ctx.db, payload.paymentSecret);
    if (!row) return unknownPayment();
    if (row.status !== 'new' && row.status !== 'pending') return invalid('paymentSecret', `is ${row.status}`);
    if (!allowedMethods(row, payload.countryCode).includes(payload.paymentMethod))
      return invalid('paymentMethod', 'is not offered');
    if (payoutCountries[payload.countryCode] !== payload.currencyCode)
      return invalid('currencyCode', 'is not paid in this country');
    const problems = extraProblems(payload.paymentMethod, payload.paymentDetails);
    if (problems.length > 0) return validationFailed(problems);
    await ctx.db
      .update(globalPayPayments)
      .set({
        status: 'pending',
        method: payload.paymentMethod,
        countryCode: payload.countryCode,
        payoutDetails: {
          ...keptDetails(payload.paymentMethod, payload.paymentDetails),
          toCurrencyCode: payload.currencyCode,
        },
      })
      .where(eq(globalPayPayments.id, row.id));
    await mailCode(ctx, row);
    return ok({ operationId: row.id, approveType: 'otp', approvalSentTo: mask(dataOf(row).beneficiaryEmail) });
  },
});

async function pendingOf(ctx: MethodContext, paymentSecret: string, id: number): Promise<PaymentRow | Answer> {
  const row = await paymentBySecret(ctx.db, paymentSecret);
  if (!row || row.id !== id) return unknownPayment();
  return row.status === 'pending' ? row : invalid('operationId', 'has nothing to approve');
}

async function payOut(ctx: MethodContext, row: PaymentRow): Promise<void> {
  const from = row.currencyCode ?? 'EUR';
  const to = row.payoutDetails?.toCurrencyCode ?? from;
  const meta = metaOf(row, to);
  const clearingFrom = await systemAccount(ctx.db, 'clearing', from);
  const clearingTo = await systemAccount(ctx.db, 'clearing', to);
  const toMinorAmount = minorOf(meta.toAmount, to);
  const move = await movePostings(
    ctx.db,
    { accountId: clearingFrom, currencyCode: from, minor: meta.sentMinor },
    { accountId: clearingTo, currencyCode: to, minor: toMinorAmount },
  );
  const fees = await systemAccount(ctx.db, 'fees', from);
  await book(ctx.db, {
    typeId: TxType.globalPay,
    statusId: TxStatus.completed,
    // The money leaves the bank: no customer account takes part (the legs are the bank's own accounts).
    fromAccountId: null,
    toAccountId: null,
    amount: meta.sentMinor,
    currencyCode: from,
    toAmount: toMinorAmount,
    toCurrencyCode: to,
    exchangeRate: meta.exchangeRate,
    fee: meta.feeMinor,
    description: `Global pay payout ${row.id}`,
    counterpartyName: dataOf(row).beneficiaryName,
    createdAt: ctx.sandbox.now(),
    postings: [
      ...(from === to ? [] : move),
      { accountId: clearingFrom, amount: -meta.feeMinor, currencyCode: from },
      { accountId: fees, amount: meta.feeMinor, currencyCode: from },
    ],
  });
}

const approve = publicMethod({
  name: 'globalPayPaymentApprove',
  payload: v.object({ paymentSecret: secret, operationId, approvalCode: v.pipe(v.string(), v.maxLength(10)) }),
  idempotent: true,
  async handle(ctx, { paymentSecret, operationId: id, approvalCode }) {
    const row = await pendingOf(ctx, paymentSecret, id);
    if ('responseCode' in row) return row;
    const expired = !row.codeExpiresAt || row.codeExpiresAt.getTime() < ctx.sandbox.now().getTime();
    if (expired || row.attempts >= MAX_ATTEMPTS) return failure('VF', 'The code has expired; send a new one');
    if (row.codeHash !== sha256Hex(approvalCode.trim())) {
      await ctx.db
        .update(globalPayPayments)
        .set({ attempts: row.attempts + 1 })
        .where(eq(globalPayPayments.id, row.id));
      return failure('VF', 'The code is not right');
    }
    await payOut(ctx, row);
    await ctx.db
      .update(globalPayPayments)
      .set({ status: 'paid', paidAt: ctx.sandbox.now(), codeHash: null })
      .where(eq(globalPayPayments.id, row.id));
    return ok({ responseDescription: 'The payment is on its way', status: 'paid' });
  },
});

const resend = publicMethod({
  name: 'globalPayApprovalResend',
  payload: v.object({ paymentSecret: secret, operationId, approveType: v.optional(v.string()) }),
  async handle(ctx, { paymentSecret, operationId: id }) {
    const row = await pendingOf(ctx, paymentSecret, id);
    if ('responseCode' in row) return row;
    await mailCode(ctx, row);
    return ok({ approvalSentTo: mask(dataOf(row).beneficiaryEmail) });
  },
});

const refuse = publicMethod({
  name: 'globalPayPaymentCancel',
  payload: v.object({ paymentSecret: secret }),
  idempotent: true,
  async handle(ctx, { paymentSecret }) {
    const row = await paymentBySecret(ctx.db, paymentSecret);
    if (!row) return unknownPayment();
    if (row.status !== 'new' && row.status !== 'pending') return invalid('paymentSecret', `is ${row.status}`);
    const [batch] = await ctx.db.select().from(globalPayBatches).where(eq(globalPayBatches.id, row.batchId));
    const currencyCode = row.currencyCode ?? 'EUR';
    const meta = metaOf(row, currencyCode);
    const back = meta.sentMinor + meta.feeMinor; // what the sender paid for this row
    if (batch) {
      const clearing = await systemAccount(ctx.db, 'clearing', currencyCode);
      await book(ctx.db, {
        typeId: TxType.globalPay,
        statusId: TxStatus.completed,
        fromAccountId: clearing,
        toAccountId: batch.accountId,
        amount: back,
        currencyCode,
        toAmount: back,
        toCurrencyCode: currencyCode,
        description: `Global pay refused by ${dataOf(row).beneficiaryName}`,
        createdAt: ctx.sandbox.now(),
        postings: [
          { accountId: clearing, amount: -back, currencyCode },
          { accountId: batch.accountId, amount: back, currencyCode },
        ],
      });
    }
    await ctx.db
      .update(globalPayPayments)
      .set({ status: 'refused', codeHash: null })
      .where(eq(globalPayPayments.id, row.id));
    return ok({ status: 'refused' });
  },
});

export const recipientActions = [submit, approve, resend, refuse];
