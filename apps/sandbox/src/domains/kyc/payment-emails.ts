// Payment e-mails (WIRE.md): the addresses others may pay the customer to. A new one is Unconfirmed
// until its code (sent to that address, found in the inbox) is given; only a confirmed one may be the
// Primary, which cannot be deleted. Accounts linked must be the customer's own.
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { type Answer, failure, invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { paymentEmailCode } from './mail-words.ts';
import { accounts } from '../accounts/tables.ts';
import { codeRefused, issueKycCode, refusedToSend, spendKycCode } from './codes.ts';
import { paymentEmails } from './tables.ts';

type Row = typeof paymentEmails.$inferSelect;

const emailView = (row: Row) => ({
  id: row.id,
  emailAddress: row.email,
  status: row.status,
  confirmed: row.status !== 'Unconfirmed',
  accountIds: row.accountIds,
});

/** Spec 5: longer than 5 characters, with '@' and '.'; and a plain address shape. */
export const emailAddress = () =>
  v.pipe(
    requiredText(),
    v.toLowerCase(),
    v.check((value) => value.length > 5, 'must be a valid e-mail address'),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a valid e-mail address'),
    v.maxLength(254, 'must be a valid e-mail address'),
  );

const listOf = async ({ db, customerId }: SessionContext) =>
  (
    await db.select().from(paymentEmails).where(eq(paymentEmails.customerId, customerId)).orderBy(asc(paymentEmails.id))
  ).map(emailView);

async function ownEmail({ db, customerId }: SessionContext, emailId: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(paymentEmails)
    .where(and(eq(paymentEmails.id, emailId), eq(paymentEmails.customerId, customerId)));
  return row ?? null;
}

/** A new code to the address; its id is kept on the row (a code confirms only its own e-mail). */
async function sendCode(ctx: SessionContext, row: Row): Promise<Answer | undefined> {
  const issued = await issueKycCode(ctx.db, ctx.sandbox.now(), {
    userId: ctx.session.userId,
    purpose: 'paymentEmail',
    payload: { emailId: row.id },
  });
  if (refusedToSend(issued)) return issued;
  const { id: codeId, code } = issued;
  await ctx.db.update(paymentEmails).set({ codeId }).where(eq(paymentEmails.id, row.id));
  await sendMessage(ctx.db, {
    kind: 'email',
    recipient: row.email,
    ...written(paymentEmailCode, ctx.lang, { code, email: row.email }),
    code,
  });
}

const paymentEmailList = sessionMethod({
  name: 'paymentEmailList',
  readOnly: true,
  payload: v.object({}),
  handle: async (ctx) => ok({ emails: await listOf(ctx) }),
});

const paymentEmailAdd = sessionMethod({
  name: 'paymentEmailAdd',
  payload: v.object({ emailAddress: emailAddress() }),
  async handle(ctx, input) {
    const [row] = await ctx.db
      .insert(paymentEmails)
      .values({ customerId: ctx.customerId, email: input.emailAddress, status: 'Unconfirmed' })
      .onConflictDoNothing()
      .returning();
    if (!row) return invalid('emailAddress', 'is already one of your payment e-mails');
    return (await sendCode(ctx, row)) ?? ok({ email: emailView(row) });
  },
});

const paymentEmailDelete = sessionMethod({
  name: 'paymentEmailDelete',
  payload: v.object({ emailId: id() }),
  async handle(ctx, { emailId }) {
    const row = await ownEmail(ctx, emailId);
    if (!row) return invalid('emailId', 'is not one of your payment e-mails');
    if (row.status === 'Primary')
      return invalid('emailId', 'is your primary payment e-mail: make another primary first');
    await ctx.db.delete(paymentEmails).where(eq(paymentEmails.id, row.id));
    return ok();
  },
});

const paymentEmailSetPrimary = sessionMethod({
  name: 'paymentEmailSetPrimary',
  payload: v.object({ emailId: id() }),
  async handle(ctx, { emailId }) {
    const row = await ownEmail(ctx, emailId);
    if (!row) return invalid('emailId', 'is not one of your payment e-mails');
    if (row.status === 'Unconfirmed') return invalid('emailId', 'must be confirmed first');
    await ctx.db
      .update(paymentEmails)
      .set({ status: 'Active' })
      .where(and(eq(paymentEmails.customerId, ctx.customerId), eq(paymentEmails.status, 'Primary')));
    await ctx.db.update(paymentEmails).set({ status: 'Primary' }).where(eq(paymentEmails.id, row.id));
    return ok({ emails: await listOf(ctx) });
  },
});

const paymentEmailConfirmRequest = sessionMethod({
  name: 'paymentEmailConfirmRequest',
  payload: v.object({ emailId: id() }),
  async handle(ctx, { emailId }) {
    const row = await ownEmail(ctx, emailId);
    if (!row) return invalid('emailId', 'is not one of your payment e-mails');
    if (row.status !== 'Unconfirmed') return invalid('emailId', 'is already confirmed');
    return (await sendCode(ctx, row)) ?? ok();
  },
});

const paymentEmailConfirm = sessionMethod({
  name: 'paymentEmailConfirm',
  payload: v.object({ emailId: id(), confirmationCode: requiredText() }),
  async handle(ctx, { emailId, confirmationCode }) {
    const row = await ownEmail(ctx, emailId);
    if (!row) return invalid('emailId', 'is not one of your payment e-mails');
    if (row.status !== 'Unconfirmed') return invalid('emailId', 'is already confirmed');
    if (row.codeId === null) return invalid('confirmationCode', 'has expired or was used');
    const spent = await spendKycCode(ctx.db, ctx.sandbox.now(), {
      userId: ctx.session.userId,
      id: row.codeId,
      purpose: 'paymentEmail',
      code: confirmationCode,
    });
    if (!spent.ok) return codeRefused('confirmationCode', spent);
    const [confirmed] = await ctx.db
      .update(paymentEmails)
      .set({ status: 'Active', codeId: null })
      .where(eq(paymentEmails.id, row.id))
      .returning();
    return confirmed ? ok({ email: emailView(confirmed) }) : failure('AE', 'The e-mail was not confirmed');
  },
});

const paymentEmailLinkAccounts = sessionMethod({
  name: 'paymentEmailLinkAccounts',
  payload: v.object({ emailId: id(), accountIds: v.array(id(), 'must be a list of account ids') }),
  async handle(ctx, input) {
    const row = await ownEmail(ctx, input.emailId);
    if (!row) return invalid('emailId', 'is not one of your payment e-mails');
    const wanted = [...new Set(input.accountIds)];
    const own =
      wanted.length === 0
        ? []
        : await ctx.db
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.customerId, ctx.customerId), inArray(accounts.id, wanted)));
    if (own.length !== wanted.length) return invalid('accountIds', 'must be your own accounts');
    const [linked] = await ctx.db
      .update(paymentEmails)
      .set({ accountIds: wanted })
      .where(eq(paymentEmails.id, row.id))
      .returning();
    return linked ? ok({ email: emailView(linked) }) : failure('AE', 'The accounts were not linked');
  },
});

export const paymentEmailMethods: MethodDefinition[] = [
  paymentEmailList,
  paymentEmailAdd,
  paymentEmailDelete,
  paymentEmailSetPrimary,
  paymentEmailConfirmRequest,
  paymentEmailConfirm,
  paymentEmailLinkAccounts,
];
