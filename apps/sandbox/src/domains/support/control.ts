// The helpdesk's sandbox controls (behind the controls' secret, control/guard.ts) and the proxy's jwt:
//   GET  /api/zoho/jwt[?fromCustomerId]                  session bearer → { responseCode: '00', token } (jwt.ts)
//   GET  /api/zoho/agent, /api/zoho/tickets, /api/zoho/tickets/stats (same auth) → agent, tickets, counts by display status
//   POST /__sandbox/helpdesk/settings                    { expireTokens?: true, rateLimited?: boolean, login? }
//        (with login: 429 for that user's customer only)
//   POST /__sandbox/helpdesk/tickets/{ticketNumber}/reply { content (HTML allowed), status?: Open | Closed | Closed-no-reply }
//   POST /__sandbox/helpdesk/tickets/{ticketNumber}/close-no-reply   (the agent wrote last; 409 when the customer did)
// The reply is an agent's thread; the customer is told by a zohoNewMessage notification (code: the ticket number).
// A ticket the customer never answered is closed as Closed-no-reply and told by zohoClosedNoReply.
// Forms from the inbox page come back to it (303); JSON calls answer JSON.
import { displayStatus, type StatusSubject } from '@paydeck/support/api';
import { desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { envelopeRefusal, policed, type RouteCaller, type RoutePolicy, sessionGuard } from '../../api/route-policy.ts';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { publishNotification } from '../../realtime/notify.ts';
import { users } from '../customer/tables.ts';
import { helpdeskState, issueJwt } from './jwt.ts';
import { closedNoReply, newMessage } from './notification-words.ts';
import { wireTickets } from './rows.ts';
import { SUPPORT_AGENT_NAME } from './seed.ts';
import { supportThreads, supportTickets } from './tables.ts';

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');
async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  if (!isForm(c)) return ((await readJson(c)) as Record<string, unknown> | undefined) ?? {};
  return Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, value]) => typeof value === 'string'));
}
const back = (c: Context, _sandbox: Sandbox, json: object) => (isForm(c) ? c.redirect(INBOX_PATH, 303) : c.json(json));

const replyBody = v.object({
  content: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(20_000, 'is too long')),
  status: v.optional(v.picklist(['Open', 'On Hold', 'Closed', 'Closed-no-reply']), 'Open'),
  author: v.optional(v.pipe(v.string(), v.maxLength(100)), SUPPORT_AGENT_NAME),
});

/** An agent's reply to a ticket: a thread out, the status, the notification. */
export async function agentReply(sandbox: Sandbox, ticketNumber: string, input: v.InferOutput<typeof replyBody>) {
  const [ticket] = await sandbox.db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, ticketNumber));
  if (!ticket) return undefined;
  const now = sandbox.now();
  await sandbox.db.insert(supportThreads).values({
    ticketId: ticket.id,
    direction: 'out',
    author: input.author,
    content: input.content,
    contentType: 'text/html',
    createdAt: now,
  });
  await sandbox.db
    .update(supportTickets)
    .set({ status: input.status, updatedAt: now })
    .where(eq(supportTickets.id, ticket.id));
  publishNotification(sandbox, ticket.customerId, {
    type: 'zohoNewMessage',
    status: 'info',
    code: ticket.ticketNumber,
    words: newMessage,
    values: { subject: ticket.subject },
  });
  return ticket;
}

export class CustomerWroteLast extends Error {}

/** The helpdesk closes a ticket whose customer never answered the agent's last message (Closed-no-reply). */
export async function closeWithNoReply(sandbox: Sandbox, ticketNumber: string) {
  const [ticket] = await sandbox.db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, ticketNumber));
  if (!ticket) return undefined;
  const [last] = await sandbox.db
    .select({ direction: supportThreads.direction })
    .from(supportThreads)
    .where(eq(supportThreads.ticketId, ticket.id))
    .orderBy(desc(supportThreads.createdAt), desc(supportThreads.id))
    .limit(1);
  if (last?.direction !== 'out')
    throw new CustomerWroteLast(`The customer wrote last on ${ticketNumber}: reply instead`);
  await sandbox.db
    .update(supportTickets)
    .set({ status: 'Closed-no-reply', updatedAt: sandbox.now() })
    .where(eq(supportTickets.id, ticket.id));
  const delivered = publishNotification(sandbox, ticket.customerId, {
    type: 'zohoClosedNoReply',
    status: 'warning',
    code: ticket.ticketNumber,
    words: closedNoReply,
    values: { subject: ticket.subject },
  });
  return { ticketNumber: ticket.ticketNumber, status: 'Closed-no-reply', delivered };
}

export function helpdeskControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.post('/helpdesk/settings', async (c) => {
    const body = await bodyOf(c);
    const state = helpdeskState(sandbox);
    if (body.expireTokens === true || body.expireTokens === 'true') state.generation += 1;
    const limited = body.rateLimited === true || body.rateLimited === 'true';
    if (body.rateLimited !== undefined && typeof body.login === 'string') {
      const [user] = await sandbox.db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.login, body.login));
      if (!user) return c.json({ message: `No user ${body.login}` }, 404);
      if (limited) state.rateLimitedCustomers.add(user.customerId);
      else state.rateLimitedCustomers.delete(user.customerId);
    } else if (body.rateLimited !== undefined) state.rateLimited = limited;
    return back(c, sandbox, {
      generation: state.generation,
      rateLimited: state.rateLimited,
      rateLimitedCustomers: [...state.rateLimitedCustomers],
    });
  });
  app.post('/helpdesk/tickets/:ticketNumber/reply', async (c) => {
    const parsed = v.safeParse(replyBody, await bodyOf(c));
    if (!parsed.success)
      return c.json({ message: parsed.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join(', ') }, 400);
    const ticket = await agentReply(sandbox, c.req.param('ticketNumber'), parsed.output);
    if (!ticket) return c.json({ message: `No ticket ${c.req.param('ticketNumber')}` }, 404);
    return back(c, sandbox, { replied: ticket.ticketNumber });
  });
  app.post('/helpdesk/tickets/:ticketNumber/close-no-reply', async (c) => {
    try {
      const closed = await closeWithNoReply(sandbox, c.req.param('ticketNumber'));
      if (!closed) return c.json({ message: `No ticket ${c.req.param('ticketNumber')}` }, 404);
      return back(c, sandbox, closed);
    } catch (error) {
      if (error instanceof CustomerWroteLast) return c.json({ message: error.message }, 409);
      throw error;
    }
  });
  return app;
}

/** Who may call the proxy (api/route-policy.ts): reads of the customer acted for (fromCustomerId); the jwt says who. */
export const proxyPolicy = {
  'GET /zoho/jwt': 'read',
  'GET /zoho/agent': 'read',
  'GET /zoho/tickets': 'read',
  'GET /zoho/tickets/stats': 'read',
} as const satisfies RoutePolicy;

type ProxyEnv = { Variables: { caller: RouteCaller } };

/**
 * GET /api/zoho/jwt: the helpdesk jwt of the customer acted for (the session's own, or fromCustomerId: a company
 * the user holds a right on, any customer for an admin, who then reads only), and the proxy's reads.
 */
export function helpdeskProxyRoutes(sandbox: Sandbox): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  const guard = sessionGuard<ProxyEnv>(sandbox, {
    customerOf: (c) => c.req.query('fromCustomerId'),
    refuse: envelopeRefusal,
  });
  const route = policed(app, proxyPolicy, guard);
  const ticketsOf = async (customerId: number) =>
    wireTickets(
      sandbox.db,
      await sandbox.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.customerId, customerId))
        .orderBy(desc(supportTickets.updatedAt)),
    );
  route('GET /zoho/jwt', async (c) => c.json({ responseCode: '00', token: issueJwt(sandbox, c.get('caller')) }));
  // The proxy's reads (method-API envelope): the assigned agent, the tickets, and counts by display status.
  route('GET /zoho/agent', async (c) =>
    c.json({ responseCode: '00', agent: { name: SUPPORT_AGENT_NAME, email: 'support@paydeck.test' } }),
  );
  route('GET /zoho/tickets', async (c) =>
    c.json({ responseCode: '00', tickets: await ticketsOf(c.get('caller').customerId) }),
  );
  route('GET /zoho/tickets/stats', async (c) => {
    const now = sandbox.now().getTime();
    const stats = { all: 0, open: 0, new: 0, closed: 0 };
    for (const ticket of await ticketsOf(c.get('caller').customerId)) {
      stats.all += 1;
      stats[displayStatus(ticket as StatusSubject, now)] += 1;
    }
    return c.json({ responseCode: '00', stats });
  });
  return app;
}
