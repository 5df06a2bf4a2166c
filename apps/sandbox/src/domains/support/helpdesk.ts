// The helpdesk (payments.md 7 "Support helpdesk"; packages/support/WIRE.md), mounted at /helpdesk: plain JSON with
// `Authorization: Bearer <helpdesk jwt>`; failures by status with { message }: 401 a missing, stale or expired
// jwt or an ended session, 429 while the controls' rate limit is on, 403 a write by a caller who reads only (an
// admin acting for a customer) or without a right, 404 an unknown ticket, 400 invalid input (text with U+0000,
// control or bidi characters included). Who may call each route: `helpdeskPolicy`.
import { ATTACHMENTS_PER_MESSAGE, attachmentProblem, sniffAttachment } from '@paydeck/support/api';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { type AccessNeed, mayCall, needRefusal, policed, type RoutePolicy } from '../../api/route-policy.ts';
import { unsafeTextReason } from '../../api/text-rules.ts';
import { bearerToken, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { SUBJECT_MAX, TEXT_MAX, ticketFields } from './fields.ts';
import { type HelpdeskCaller, helpdeskCaller, isRateLimited } from './jwt.ts';
import { ticketOf, wireThreadList, wireThreads, wireTickets } from './rows.ts';
import { supportAttachments, supportThreads, supportTickets } from './tables.ts';

/** Trimmed text of at most `max` characters, refused with what unsafeTextReason says (api/text-rules.ts). */
const text = (max: number, multiline = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check(
      (value) => unsafeTextReason(value, { multiline }) === undefined,
      (issue) => unsafeTextReason(String(issue.input), { multiline }) ?? 'must be text',
    ),
  );
const attachmentIds = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be attachment ids'))),
    v.maxLength(ATTACHMENTS_PER_MESSAGE, `at most ${ATTACHMENTS_PER_MESSAGE} attachments`),
  ),
  [],
);
const composeBody = v.object({ subject: text(SUBJECT_MAX), description: text(TEXT_MAX, true), attachmentIds });
const replyBody = v.object({ content: text(TEXT_MAX, true), attachmentIds });
const uploadBody = v.object({
  fileName: text(200),
  content: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    v.check((s) => s.length % 4 === 0, 'must be base64'),
  ),
});
const updateBody = v.object({
  cf: v.object({ cf_customer_read_at: v.pipe(v.string(), v.isoTimestamp('must be a time')) }),
});

/** Who may call each route (api/route-policy.ts): reads for anyone the jwt names, writes never for a reader only. */
export const helpdeskPolicy = {
  'POST /me': 'read',
  'GET /ticketsFields': 'read',
  'GET /tickets': 'read',
  'GET /tickets/:id': 'read',
  'GET /tickets/:id/conversations': 'read',
  'GET /tickets/:id/threads': 'read',
  'GET /tickets/:id/threads/:threadId/attachments/:attachmentId/content': 'read',
  'PUT /tickets/:id': 'own',
  'POST /tickets/:id/threads': 'own',
  'POST /composetickets': 'own',
  'POST /uploads': 'own',
} as const satisfies RoutePolicy;

type HelpdeskEnv = { Variables: { caller: HelpdeskCaller } };

const failed = (c: Context, status: 400 | 401 | 403 | 404 | 429, message: string) => c.json({ message }, status);
const paging = (c: Context, max: number) => {
  const from = Number(c.req.query('from') ?? 1);
  const limit = Number(c.req.query('limit') ?? max);
  return {
    from: Number.isInteger(from) && from >= 1 ? from : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, max) : max,
  };
};

/** Binds uploads of this customer not yet sent to the thread; answers false when one is not theirs. */
async function bindAttachments(sandbox: Sandbox, customerId: number, threadId: number, ids: string[]) {
  if (!ids.length) return true;
  const numbers = ids.map(Number);
  const bound = await sandbox.db
    .update(supportAttachments)
    .set({ threadId })
    .where(
      and(
        inArray(supportAttachments.id, numbers),
        eq(supportAttachments.customerId, customerId),
        isNull(supportAttachments.threadId),
      ),
    )
    .returning({ id: supportAttachments.id });
  return bound.length === new Set(numbers).size;
}

/** The jwt's check in front of each route: 401, then 429 while rate limited, then the route's need (403). */
const helpdeskGuard =
  (sandbox: Sandbox) =>
  (need: AccessNeed): MiddlewareHandler<HelpdeskEnv> =>
  async (c, next) => {
    const caller = await helpdeskCaller(sandbox, bearerToken(c));
    if (!caller) return failed(c, 401, 'The helpdesk token is missing, expired or invalid');
    if (isRateLimited(sandbox, caller.customerId)) return failed(c, 429, 'Too many requests');
    if (!mayCall(caller, need)) {
      const words = caller.readsOnly ? 'reads only' : 'has no access';
      return failed(c, 403, `This helpdesk token ${words}: ${needRefusal(caller.customerId).message}`);
    }
    c.set('caller', caller);
    await next();
  };

/** The name a customer's message is shown with: the person who wrote it. */
async function authorName(sandbox: Sandbox, userId: number) {
  const [user] = await sandbox.db.select().from(users).where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}` : 'Customer';
}

export function helpdeskService(sandbox: Sandbox): Hono<HelpdeskEnv> {
  const app = new Hono<HelpdeskEnv>();
  const route = policed(app, helpdeskPolicy, helpdeskGuard(sandbox));

  route('POST /me', async (c) => {
    const [user] = await sandbox.db
      .select()
      .from(users)
      .where(eq(users.customerId, c.get('caller').customerId));
    return c.json({
      id: String(c.get('caller').customerId),
      email: user?.login ?? '',
      name: user ? `${user.firstName} ${user.lastName}` : '',
    });
  });
  route('GET /ticketsFields', (c) => c.json({ data: ticketFields }));

  route('GET /tickets', async (c) => {
    const { from, limit } = paging(c, 100);
    const rows = await sandbox.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.customerId, c.get('caller').customerId))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .offset(from - 1)
      .limit(limit);
    return c.json({ data: await wireTickets(sandbox.db, rows) });
  });
  route('GET /tickets/:id', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('caller').customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    return c.json((await wireTickets(sandbox.db, [row]))[0]);
  });
  route('PUT /tickets/:id', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('caller').customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const parsed = v.safeParse(updateBody, await readJson(c));
    if (!parsed.success) return failed(c, 400, 'cf.cf_customer_read_at: must be a time');
    const [moved] = await sandbox.db
      .update(supportTickets)
      .set({ customerReadAt: new Date(parsed.output.cf.cf_customer_read_at) })
      .where(eq(supportTickets.id, row.id))
      .returning();
    return c.json((await wireTickets(sandbox.db, [moved ?? row]))[0]);
  });
  route('GET /tickets/:id/conversations', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('caller').customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const { from, limit } = paging(c, 100);
    return c.json({ data: await wireThreads(sandbox.db, row.id, from, limit) });
  });
  route('GET /tickets/:id/threads', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('caller').customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const { from, limit } = paging(c, 100);
    return c.json({ data: await wireThreadList(sandbox.db, row.id, from, limit) });
  });
  route('POST /tickets/:id/threads', async (c) => {
    const customerId = c.get('caller').customerId;
    const row = await ticketOf(sandbox.db, customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const parsed = v.safeParse(replyBody, await readJson(c));
    if (!parsed.success)
      return failed(c, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join(', '));
    const now = sandbox.now();
    const [thread] = await sandbox.db
      .insert(supportThreads)
      .values({
        ticketId: row.id,
        direction: 'in',
        author: await authorName(sandbox, c.get('caller').userId),
        content: parsed.output.content,
        createdAt: now,
      })
      .returning();
    if (!thread || !(await bindAttachments(sandbox, customerId, thread.id, parsed.output.attachmentIds))) {
      return failed(c, 400, 'attachmentIds: must be your uploads not sent yet');
    }
    const reopened = row.status.toLowerCase().startsWith('closed') ? 'Open' : row.status;
    await sandbox.db
      .update(supportTickets)
      .set({ status: reopened, updatedAt: now, customerReadAt: now })
      .where(eq(supportTickets.id, row.id));
    return c.json((await wireThreads(sandbox.db, row.id, 1, 1000)).find((t) => t.id === String(thread.id)));
  });
  route('POST /composetickets', async (c) => {
    const customerId = c.get('caller').customerId;
    const parsed = v.safeParse(composeBody, await readJson(c));
    if (!parsed.success)
      return failed(c, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join(', '));
    const now = sandbox.now();
    const [ticket] = await sandbox.db
      .insert(supportTickets)
      .values({
        ticketNumber: `T-${now.getTime().toString(36)}-${Math.floor(Math.random() * 1e4)}`,
        customerId,
        subject: parsed.output.subject,
        createdAt: now,
        updatedAt: now,
        customerReadAt: now,
      })
      .returning();
    if (!ticket) throw new Error('ticket not stored');
    const number = String(100_000 + ticket.id);
    await sandbox.db.update(supportTickets).set({ ticketNumber: number }).where(eq(supportTickets.id, ticket.id));
    const [thread] = await sandbox.db
      .insert(supportThreads)
      .values({
        ticketId: ticket.id,
        direction: 'in',
        author: await authorName(sandbox, c.get('caller').userId),
        content: parsed.output.description,
        createdAt: now,
      })
      .returning();
    if (!thread || !(await bindAttachments(sandbox, customerId, thread.id, parsed.output.attachmentIds))) {
      return failed(c, 400, 'attachmentIds: must be your uploads not sent yet');
    }
    const row = await ticketOf(sandbox.db, customerId, ticket.id);
    return c.json((await wireTickets(sandbox.db, row ? [row] : []))[0]);
  });
  route('POST /uploads', async (c) => {
    const parsed = v.safeParse(uploadBody, await readJson(c));
    if (!parsed.success)
      return failed(c, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join(', '));
    const data = new Uint8Array(Buffer.from(parsed.output.content, 'base64'));
    const problem = attachmentProblem(data.length, data.subarray(0, 16));
    if (problem) {
      const words = { empty: 'is empty', tooLarge: 'is larger than 10 MB', type: 'is not a PDF, PNG, JPEG or GIF' };
      return failed(c, 400, `file: ${words[problem]}`);
    }
    const [stored] = await sandbox.db
      .insert(supportAttachments)
      .values({
        customerId: c.get('caller').customerId,
        name: parsed.output.fileName,
        type: sniffAttachment(data) ?? 'application/octet-stream',
        size: data.length,
        data,
      })
      .returning({ id: supportAttachments.id, name: supportAttachments.name, size: supportAttachments.size });
    return c.json({ id: String(stored?.id), name: stored?.name, size: stored?.size });
  });
  route('GET /tickets/:id/threads/:threadId/attachments/:attachmentId/content', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('caller').customerId, Number(c.req.param('id')));
    const attachmentId = Number(c.req.param('attachmentId'));
    const threadId = Number(c.req.param('threadId'));
    if (!row || !Number.isInteger(attachmentId) || !Number.isInteger(threadId))
      return failed(c, 404, 'Attachment not found');
    const [file] = await sandbox.db
      .select({ name: supportAttachments.name, type: supportAttachments.type, data: supportAttachments.data })
      .from(supportAttachments)
      .innerJoin(supportThreads, eq(supportThreads.id, supportAttachments.threadId))
      .where(
        and(
          eq(supportAttachments.id, attachmentId),
          eq(supportThreads.id, threadId),
          eq(supportThreads.ticketId, row.id),
        ),
      );
    if (!file) return failed(c, 404, 'Attachment not found');
    return c.json({ name: file.name, type: file.type, content: Buffer.from(file.data).toString('base64') });
  });
  return app;
}
