// The recipient submits their choice (an operation awaiting a code mailed to them), approves it with the code
// (or has it sent again: recipient-code.ts limits the sends and the wrong codes), or refuses the payment (status
// refused; the money goes back to the sender's account).
// Paying books the payout from the bank's clearing account: the fee to the fees account, and the rest through
// the FX accounts when the recipient's currency differs. The operation id is the payment's id.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type Answer, failure, invalid, ok, validationFailed } from '../../api/answers.ts';
import { safeText } from '../../api/fields.ts';
import { type MethodContext, publicMethod } from '../../api/registry.ts';
import { minorOf } from '../../money.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings, systemAccount } from '../accounts/ledger/ledger.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { codeMatches } from '../identity/crypto.ts';
import { tellIfPartlyPaid } from './batch-outcome.ts';
import { payoutCountries } from './countries.ts';
import { extraProblems, keptDetails, metaOf } from './recipient-fields.ts';
import { allowedMethods, paymentBySecret, secret, unknownPayment } from './recipient.ts';
import {
  countGuess,
  isLocked,
  keepingGuess,
  locked,
  lockPayment,
  mailCode,
  PAYMENT_FAILURES,
  returnToSender,
} from './recipient-code.ts';
import { dataOf, type PaymentRow } from './rows.ts';
import { globalPayPayments } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

const operationId = v.pipe(v.number(), v.integer(), v.minValue(1));

const submit = publicMethod({
  name: 'globalPayPaymentSubmit',
  payload: v.object({
    paymentSecret: secret,
    paymentMethod: v.pipe(v.string(), v.maxLength(20)),
    currencyCode: v.pipe(v.string(), v.length(3)),
    countryCode: v.pipe(v.string(), v.length(2), v.toUpperCase()),
    paymentDetails: v.record(v.string(), v.pipe(v.string(), safeText(), v.maxLength(100))),
  }),
  async handle(ctx, payload) {
    const row = await paymentBySecret(ctx.db, payload.paymentSecret);
    if (!row) return unknownPayment();
    if (isLocked(row)) return locked();
    if (row.status !== 'new' && row.status !== 'pending') return invalid('paymentSecret', `is ${row.status}`);
    if (!allowedMethods(row, payload.countryCode).includes(payload.paymentMethod))
      return invalid('paymentMethod', 'is not offered');
    if (payoutCountries[payload.countryCode] !== payload.currencyCode)
      return invalid('currencyCode', 'is not paid in this country');
    const problems = extraProblems(payload.paymentMethod, payload.paymentDetails);
    if (problems.length > 0) return validationFailed(problems);
    const sent = await mailCode(ctx, row); // a submit again is a resend: the same wait and cap
    if ('responseCode' in sent) return sent;
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
    return ok({ operationId: row.id, approveType: 'otp', ...sent });
  },
});

async function pendingOf(ctx: MethodContext, paymentSecret: string, id: number): Promise<PaymentRow | Answer> {
  const row = await paymentBySecret(ctx.db, paymentSecret);
  if (!row || row.id !== id) return unknownPayment();
  if (isLocked(row)) return locked();
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
    description: bankDescription('globalPayPayout', { id: String(row.id) }),
    counterpartyName: dataOf(row).beneficiaryName,
    createdAt: ctx.sandbox.now(),
    postings: [
      ...(from === to ? [] : move),
      { accountId: clearingFrom, amount: -meta.feeMinor, currencyCode: from },
      { accountId: fees, amount: meta.feeMinor, currencyCode: from },
    ],
  });
}

const paidAnswer = () => ok({ responseDescription: 'The payment is on its way', status: 'paid' });

// No idempotent method (no Idempotency-Key required); sent with one, it runs in the idempotency store and a wrong
// guess's refusal keeps its count (keepingGuess). The payout runs in a transaction of its own (a savepoint in the
// store's); approving a paid payment again answers the same success.
const approve = publicMethod({
  name: 'globalPayPaymentApprove',
  payload: v.object({ paymentSecret: secret, operationId, approvalCode: v.pipe(v.string(), v.maxLength(10)) }),
  async handle(ctx, { paymentSecret, operationId: id, approvalCode }) {
    const found = await paymentBySecret(ctx.db, paymentSecret);
    if (found?.id === id && found.status === 'paid') return paidAnswer();
    const row = await pendingOf(ctx, paymentSecret, id);
    if ('responseCode' in row) return row;
    const expired = !row.codeExpiresAt || row.codeExpiresAt.getTime() < ctx.sandbox.now().getTime();
    const failures = expired ? undefined : await countGuess(ctx.db, row);
    if (failures === undefined) return failure('VF', 'The code has expired; send a new one');
    if (!codeMatches(approvalCode.trim(), row.codeHash)) {
      if (failures < PAYMENT_FAILURES) return keepingGuess(ctx, failure('VF', 'The code is not right'), row);
      await lockPayment(ctx, row);
      return keepingGuess(ctx, locked(), row);
    }
    const paid = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(globalPayPayments)
        .set({ status: 'paid', paidAt: ctx.sandbox.now(), codeHash: null })
        .where(and(eq(globalPayPayments.id, row.id), eq(globalPayPayments.status, 'pending')))
        .returning({ id: globalPayPayments.id });
      if (claimed) await payOut({ ...ctx, db: tx }, row);
      return claimed !== undefined;
    });
    if (!paid) return invalid('operationId', 'has nothing to approve');
    await tellIfPartlyPaid(ctx.sandbox, ctx.db, row.batchId);
    return paidAnswer();
  },
});

const resend = publicMethod({
  name: 'globalPayApprovalResend',
  payload: v.object({ paymentSecret: secret, operationId, approveType: v.optional(v.string()) }),
  async handle(ctx, { paymentSecret, operationId: id }) {
    const row = await pendingOf(ctx, paymentSecret, id);
    if ('responseCode' in row) return row;
    const sent = await mailCode(ctx, row);
    return 'responseCode' in sent ? sent : ok(sent);
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
    await returnToSender(
      ctx.db,
      row,
      ctx.sandbox.now(),
      bankDescription('globalPayRefused', { name: dataOf(row).beneficiaryName }),
    );
    await ctx.db
      .update(globalPayPayments)
      .set({ status: 'refused', codeHash: null })
      .where(eq(globalPayPayments.id, row.id));
    await tellIfPartlyPaid(ctx.sandbox, ctx.db, row.batchId);
    return ok({ status: 'refused' });
  },
});

export const recipientActions = [submit, approve, resend, refuse];
