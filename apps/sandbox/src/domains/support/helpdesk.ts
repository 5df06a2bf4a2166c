// The helpdesk (payments.md 7 "Support helpdesk"; packages/support/WIRE.md), mounted at /helpdesk: plain JSON with
// `Authorization: Bearer <helpdesk jwt>`; failures by status with { message }: 401 a missing, stale or expired
// jwt, 429 while the controls' rate limit is on, 404 an unknown ticket, 400 invalid input.
import { ATTACHMENTS_PER_MESSAGE, attachmentProblem, sniffAttachment } from '@paydeck/support/api';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { bearerToken, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { helpdeskState, jwtCustomer } from './jwt.ts';
import { ticketOf, wireThreads, wireTickets } from './rows.ts';
import { supportAttachments, supportThreads, supportTickets } from './tables.ts';

const TEXT_MAX = 10_000;
const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));
const attachmentIds = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be attachment ids'))),
    v.maxLength(ATTACHMENTS_PER_MESSAGE, `at most ${ATTACHMENTS_PER_MESSAGE} attachments`),
  ),
  [],
);
const composeBody = v.object({ subject: text(255), description: text(TEXT_MAX), attachmentIds });
const replyBody = v.object({ content: text(TEXT_MAX), attachmentIds });
const uploadBody = v.object({
  fileName: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(200, 'must be at most 200 characters')),
  content: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    v.check((s) => s.length % 4 === 0, 'must be base64'),
  ),
});
const updateBody = v.object({
  cf: v.object({ cf_customer_read_at: v.pipe(v.string(), v.isoTimestamp('must be a time')) }),
});

const failed = (c: Context, status: 400 | 401 | 404 | 429, message: string) => c.json({ message }, status);
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

// biome-ignore lint/suspicious/noExplicitAny: the mount takes any Env
export function helpdeskService(sandbox: Sandbox): Hono<any> {
  const app = new Hono<{ Variables: { customerId: number } }>();
  app.use('*', async (c, next) => {
    const customerId = jwtCustomer(sandbox, bearerToken(c));
    if (customerId === undefined) return failed(c, 401, 'The helpdesk token is missing, expired or invalid');
    if (helpdeskState(sandbox).rateLimited) return failed(c, 429, 'Too many requests');
    c.set('customerId', customerId);
    await next();
  });

  app.post('/me', async (c) => {
    const [user] = await sandbox.db
      .select()
      .from(users)
      .where(eq(users.customerId, c.get('customerId')));
    return c.json({
      id: String(c.get('customerId')),
      email: user?.login ?? '',
      name: user ? `${user.firstName} ${user.lastName}` : '',
    });
  });
  app.get('/ticketsFields', (c) => c.json({ data: [{ apiName: 'cf_customer_read_at', type: 'DateTime' }] }));

  app.get('/tickets', async (c) => {
    const { from, limit } = paging(c, 100);
    const rows = await sandbox.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.customerId, c.get('customerId')))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .offset(from - 1)
      .limit(limit);
    return c.json({ data: await wireTickets(sandbox.db, rows) });
  });
  app.get('/tickets/:id', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('customerId'), Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    return c.json((await wireTickets(sandbox.db, [row]))[0]);
  });
  app.put('/tickets/:id', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('customerId'), Number(c.req.param('id')));
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
  app.get('/tickets/:id/conversations', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('customerId'), Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const { from, limit } = paging(c, 100);
    return c.json({ data: await wireThreads(sandbox.db, row.id, from, limit) });
  });
  app.post('/tickets/:id/threads', async (c) => {
    const customerId = c.get('customerId');
    const row = await ticketOf(sandbox.db, customerId, Number(c.req.param('id')));
    if (!row) return failed(c, 404, `Ticket ${c.req.param('id')} not found`);
    const parsed = v.safeParse(replyBody, await readJson(c));
    if (!parsed.success)
      return failed(c, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join(', '));
    const now = sandbox.now();
    const [user] = await sandbox.db.select().from(users).where(eq(users.customerId, customerId));
    const [thread] = await sandbox.db
      .insert(supportThreads)
      .values({
        ticketId: row.id,
        direction: 'in',
        author: user ? `${user.firstName} ${user.lastName}` : 'Customer',
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
  app.post('/composetickets', async (c) => {
    const customerId = c.get('customerId');
    const parsed = v.safeParse(composeBody, await readJson(c));
    if (!parsed.success)
      return failed(c, 400, parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join(', '));
    const now = sandbox.now();
    const [user] = await sandbox.db.select().from(users).where(eq(users.customerId, customerId));
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
        author: user ? `${user.firstName} ${user.lastName}` : 'Customer',
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
  app.post('/uploads', async (c) => {
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
        customerId: c.get('customerId'),
        name: parsed.output.fileName,
        type: sniffAttachment(data) ?? 'application/octet-stream',
        size: data.length,
        data,
      })
      .returning({ id: supportAttachments.id, name: supportAttachments.name, size: supportAttachments.size });
    return c.json({ id: String(stored?.id), name: stored?.name, size: stored?.size });
  });
  app.get('/tickets/:id/threads/:threadId/attachments/:attachmentId/content', async (c) => {
    const row = await ticketOf(sandbox.db, c.get('customerId'), Number(c.req.param('id')));
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
