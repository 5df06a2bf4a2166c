// The recipient's approval code (MASS-WIRE.md "Recipient"; security review M4): 6 digits by e-mail, CODE_SECONDS,
// MAX_ATTEMPTS wrong guesses each. A new one goes no sooner than RETRY_SECONDS after the last and at most
// CODE_SENDS times per payment (the submit's included), and PAYMENT_FAILURES wrong guesses over all its codes lock
// the payment: its cost goes back to the sender's account, the sender is mailed to send it again, the link shows
// `expired`, and every code call on it answers `locked()`. Each guess is counted in a statement of its own before
// the comparison, atomically: parallel guesses share the tries. Called with an Idempotency-Key, a code call runs in
// the idempotency store's transaction, which a refusal rolls back: the refusal keeps its guess and the lock it
// caused after the rollback (`keepingGuess`, identity's keepingCount).
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { type Answer, failure, invalid } from '../../api/answers.ts';
import type { MethodContext } from '../../api/registry.ts';
import { keepingCount } from '../identity/verification-codes.ts';
import { tellIfPartlyPaid } from './batch-outcome.ts';
import { sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { paymentStopped, recipientCode } from './mail-words.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, systemAccount } from '../accounts/ledger/ledger.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { users } from '../customer/tables.ts';
import { CODE_SECONDS, MAX_ATTEMPTS, newCode, RETRY_SECONDS } from '../transfers/operations.ts';
import { metaOf } from './recipient-fields.ts';
import { dataOf, type PaymentRow } from './rows.ts';
import { globalPayBatches, globalPayPayments } from './tables.ts';
import { type BankDescription, bankDescription } from '../accounts/descriptions.ts';

export const CODE_SENDS = 5;
export const PAYMENT_FAILURES = 10;

export const lockedText =
  'Too many wrong codes: the payment was stopped and the money returned to the sender, who can send it again.';
export const locked = (): Answer => failure('TA1', lockedText);
export const isLocked = (row: PaymentRow): boolean => row.failures >= PAYMENT_FAILURES;

const mask = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');
const codeIsLive = (row: PaymentRow, now: Date) =>
  row.codeHash !== null && row.attempts < MAX_ATTEMPTS && (row.codeExpiresAt?.getTime() ?? 0) >= now.getTime();

/** Mails a new code for a submitted payment; answers the masked address, or why none was sent. */
export async function mailCode(ctx: MethodContext, row: PaymentRow): Promise<{ approvalSentTo: string } | Answer> {
  const now = ctx.sandbox.now();
  if (row.codeSends >= CODE_SENDS) {
    if (codeIsLive(row, now)) return failure('TA1', 'No more codes can be sent for this payment: use the last one');
    await lockPayment(ctx, row); // no code can be used or sent any more: the sender gets the money back
    return keepingCount(ctx.db, locked(), (tx) => lockPayment({ ...ctx, db: tx }, row));
  }
  const waited = row.codeSentAt ? Math.floor((now.getTime() - row.codeSentAt.getTime()) / 1000) : RETRY_SECONDS;
  if (waited < RETRY_SECONDS) return invalid('operationId', `wait ${RETRY_SECONDS - waited} seconds`);
  const code = newCode();
  const [sent] = await ctx.db
    .update(globalPayPayments)
    .set({
      codeHash: sha256Hex(code),
      codeExpiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
      attempts: 0,
      codeSends: row.codeSends + 1,
      codeSentAt: now,
    })
    // Only if no other send came first (parallel resends send one code).
    .where(and(eq(globalPayPayments.id, row.id), eq(globalPayPayments.codeSends, row.codeSends)))
    .returning({ id: globalPayPayments.id });
  if (!sent) return invalid('operationId', `wait ${RETRY_SECONDS} seconds`);
  const email = dataOf(row).beneficiaryEmail;
  await sendMessage(ctx.db, { kind: 'otp', recipient: email, ...written(recipientCode, ctx.lang, { code }), code });
  return { approvalSentTo: mask(email) };
}

/**
 * Counts a guess of the code the payment had when read, before it is compared: answers the payment's wrong
 * guesses with this one, or undefined when that code may not be tried (used up, replaced, payment locked).
 */
export async function countGuess(db: Db, row: PaymentRow): Promise<number | undefined> {
  if (row.codeHash === null) return undefined;
  const [counted] = await db
    .update(globalPayPayments)
    .set({ attempts: sql`${globalPayPayments.attempts} + 1`, failures: sql`${globalPayPayments.failures} + 1` })
    .where(
      and(
        eq(globalPayPayments.id, row.id),
        eq(globalPayPayments.status, 'pending'),
        eq(globalPayPayments.codeHash, row.codeHash),
        lt(globalPayPayments.attempts, MAX_ATTEMPTS),
        lt(globalPayPayments.failures, PAYMENT_FAILURES),
      ),
    )
    .returning({ failures: globalPayPayments.failures });
  return counted?.failures;
}

/** The refusal of a wrong guess, its count (and the lock its last one caused) kept through a rollback. */
export const keepingGuess = (ctx: MethodContext, answer: Answer, row: PaymentRow): Answer =>
  keepingCount(ctx.db, answer, async (tx) => {
    const failures = await countGuess(tx, row);
    if (failures !== undefined && failures >= PAYMENT_FAILURES) await lockPayment({ ...ctx, db: tx }, row);
  });

/** Stops a payment after too many wrong codes: its cost back to the sender's account, the sender mailed. */
export async function lockPayment(ctx: MethodContext, row: PaymentRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(globalPayPayments)
      .set({ status: 'expired', codeHash: null, failures: PAYMENT_FAILURES })
      .where(and(eq(globalPayPayments.id, row.id), eq(globalPayPayments.status, 'pending')))
      .returning();
    if (!stopped) return;
    const name = dataOf(row).beneficiaryName;
    const batch = await returnToSender(tx, stopped, ctx.sandbox.now(), bankDescription('globalPayStopped', { name }));
    await tellIfPartlyPaid(ctx.sandbox, tx, stopped.batchId);
    const [sender] = batch
      ? await tx
          .select({ id: users.id, login: users.login })
          .from(users)
          .where(eq(users.customerId, batch.customerId))
          .orderBy(asc(users.id))
          .limit(1)
      : [];
    if (!sender) return;
    // The sender is not the caller (a recipient is): in the language the sender last used.
    const lang = ctx.sandbox.languages.ofUser(sender.id) ?? ctx.lang;
    await sendMessage(tx, { kind: 'email', recipient: sender.login, ...written(paymentStopped, lang, { name }) });
  });
}

/** Books a payment's cost (what the sender paid for it) back from the clearing to the batch's account. */
export async function returnToSender(db: Db, row: PaymentRow, now: Date, description: BankDescription) {
  const [batch] = await db.select().from(globalPayBatches).where(eq(globalPayBatches.id, row.batchId));
  if (!batch) return undefined;
  const currencyCode = row.currencyCode ?? 'EUR';
  const meta = metaOf(row, currencyCode);
  const back = meta.sentMinor + meta.feeMinor;
  const clearing = await systemAccount(db, 'clearing', currencyCode);
  await book(db, {
    typeId: TxType.globalPay,
    statusId: TxStatus.completed,
    fromAccountId: clearing,
    toAccountId: batch.accountId,
    amount: back,
    currencyCode,
    toAmount: back,
    toCurrencyCode: currencyCode,
    description,
    createdAt: now,
    postings: [
      { accountId: clearing, amount: -back, currencyCode },
      { accountId: batch.accountId, amount: back, currencyCode },
    ],
  });
  return batch;
}
