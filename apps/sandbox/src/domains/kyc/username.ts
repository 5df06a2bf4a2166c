// Username change (WIRE.md): a request for a new sign-in e-mail is pending until the code sent to that
// address (the inbox) is given; then the login changes (active) and usernameChanged is published. The
// code dying after five wrong tries ends the request as failed (usernameChangeFailed). One open request
// at a time; a taken address is refused.
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok, workKeptBy } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { usernameCode } from './mail-words.ts';
import type { Db } from '../../db/open.ts';
import { users } from '../customer/tables.ts';
import { keepingCount } from '../identity/verification-codes.ts';
import { codeIsDead, codeRefused, issueKycCode, refusedToSend, spendKycCode } from './codes.ts';
import { usernameChanged, usernameChangeFailed } from './notification-words.ts';
import { notify } from './notify.ts';
import { emailAddress } from './payment-emails.ts';
import { type UsernameChangeLog, usernameChanges } from './tables.ts';

type Row = typeof usernameChanges.$inferSelect;

const requestView = (row: Row) => ({
  requestId: row.id,
  desiredUsername: row.desiredUsername,
  status: row.status,
  logs: row.logs,
});

const log = (ctx: SessionContext, status: string, message: string): UsernameChangeLog => ({
  at: ctx.sandbox.now().toISOString(),
  status,
  message,
});

async function ownRequest(ctx: SessionContext, requestId: number): Promise<Row | null> {
  const [row] = await ctx.db
    .select()
    .from(usernameChanges)
    .where(and(eq(usernameChanges.id, requestId), eq(usernameChanges.userId, ctx.session.userId)));
  return row ?? null;
}

const usernameChangeRequestGet = sessionMethod({
  name: 'usernameChangeRequestGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const [row] = await db
      .select()
      .from(usernameChanges)
      .where(eq(usernameChanges.userId, session.userId))
      .orderBy(desc(usernameChanges.id))
      .limit(1);
    return ok({ request: row ? requestView(row) : null });
  },
});

const usernameChangeRequestCreate = sessionMethod({
  name: 'usernameChangeRequestCreate',
  payload: v.object({ desiredUsername: emailAddress() }),
  async handle(ctx, { desiredUsername }) {
    const { db, session } = ctx;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.login, desiredUsername));
    if (taken) return invalid('desiredUsername', 'is already used by another sign-in');
    const [open] = await db
      .select({ id: usernameChanges.id })
      .from(usernameChanges)
      .where(and(eq(usernameChanges.userId, session.userId), eq(usernameChanges.status, 'pending')));
    if (open) return invalid('desiredUsername', 'a change is already waiting for its confirmation: delete it first');
    const [row] = await db
      .insert(usernameChanges)
      .values({ userId: session.userId, desiredUsername, status: 'pending', logs: [log(ctx, 'pending', 'Requested')] })
      .returning();
    if (!row) return failure('AE', 'The request was not stored');
    const issued = await issueKycCode(db, ctx.sandbox.now(), {
      userId: session.userId,
      purpose: 'username',
      payload: { requestId: row.id },
    });
    if (refusedToSend(issued)) {
      await db.delete(usernameChanges).where(eq(usernameChanges.id, row.id));
      return issued;
    }
    const { id: codeId, code } = issued;
    const [stored] = await db.update(usernameChanges).set({ codeId }).where(eq(usernameChanges.id, row.id)).returning();
    await sendMessage(db, {
      kind: 'email',
      recipient: desiredUsername,
      ...written(usernameCode, ctx.lang, { code, request: String(row.id), email: desiredUsername }),
      code,
      link: `/profile?usernameChange=${row.id}&code=${code}`,
    });
    return ok({ request: requestView(stored ?? row) });
  },
});

const usernameChangeEmailConfirm = sessionMethod({
  name: 'usernameChangeEmailConfirm',
  payload: v.object({ requestId: id(), code: requiredText() }),
  async handle(ctx, { requestId, code }) {
    const { db, sandbox, session } = ctx;
    const row = await ownRequest(ctx, requestId);
    if (!row) return invalid('requestId', 'is not one of your requests');
    if (row.status !== 'pending' || row.codeId === null) return invalid('requestId', `the request is ${row.status}`);
    const spent = await spendKycCode(db, sandbox.now(), {
      userId: session.userId,
      id: row.codeId,
      purpose: 'username',
      code,
    });
    if (!spent.ok) {
      const codeId = row.codeId;
      const failIfDead = async (on: Db) => {
        if (!(await codeIsDead(on, codeId))) return;
        const logs = [...row.logs, log(ctx, 'failed', 'The code was given wrong too many times')];
        const [failed] = await on
          .update(usernameChanges)
          .set({ status: 'failed', logs })
          .where(and(eq(usernameChanges.id, row.id), eq(usernameChanges.status, 'pending')))
          .returning({ id: usernameChanges.id });
        if (failed) {
          notify(sandbox, ctx.customerId, {
            type: 'usernameChangeFailed',
            status: 'error',
            words: usernameChangeFailed,
          });
        }
      };
      await failIfDead(db);
      // In the idempotency store's transaction the refusal rolls back: its try, and the failure it caused, are kept.
      const refused = codeRefused('code', spent);
      const keptTry = workKeptBy(refused);
      return keepingCount(db, refused, async (tx) => {
        await keptTry?.(tx);
        await failIfDead(tx);
      });
    }
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.login, row.desiredUsername));
    if (taken) return invalid('requestId', 'the address was taken in the meantime');
    await db.update(users).set({ login: row.desiredUsername }).where(eq(users.id, session.userId));
    const logs = [...row.logs, log(ctx, 'active', 'Confirmed: the sign-in e-mail changed')];
    const [done] = await db
      .update(usernameChanges)
      .set({ status: 'active', logs, codeId: null })
      .where(eq(usernameChanges.id, row.id))
      .returning();
    notify(sandbox, ctx.customerId, {
      type: 'usernameChanged',
      status: 'success',
      words: usernameChanged,
      values: { login: row.desiredUsername },
    });
    return ok({ request: requestView(done ?? row) });
  },
});

const usernameChangeRequestDelete = sessionMethod({
  name: 'usernameChangeRequestDelete',
  payload: v.object({ requestId: id() }),
  async handle(ctx, { requestId }) {
    const row = await ownRequest(ctx, requestId);
    if (!row) return invalid('requestId', 'is not one of your requests');
    await ctx.db.delete(usernameChanges).where(eq(usernameChanges.id, row.id));
    return ok();
  },
});

export const usernameMethods: MethodDefinition[] = [
  usernameChangeRequestGet,
  usernameChangeRequestCreate,
  usernameChangeEmailConfirm,
  usernameChangeRequestDelete,
];
