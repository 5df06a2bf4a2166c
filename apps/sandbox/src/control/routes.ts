// /__sandbox: the inbox page and the JSON controls for tests (messages, publish, reset, faults).
// Domains add their own controls beside these (the `control` of a domain). Mounted only when
// SANDBOX_CONTROL=1, behind the secret (guard.ts).
import { desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { findDeviceApproval } from '../domains/identity/device-approvals.ts';
import { loginAttempts } from '../domains/identity/tables.ts';
import { outboxMessages } from '../db/tables.ts';
import { users } from '../domains/customer/tables.ts';
import { issuesText } from '../api/issues.ts';
import { readJson } from '../http.ts';
import type { Sandbox } from '../sandbox.ts';
import { resetAndSeed } from '../seed/seed.ts';
import { inboxPage } from './inbox-page.ts';

export interface InboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  loginKey: string | null;
  /** For push approvals and device confirmations: pending, approved, refused or expired. */
  status: string | null;
  createdAt: string;
}

const rate = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));
const faultBody = v.object({
  method: v.pipe(v.string(), v.nonEmpty()),
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  status500Rate: rate,
  dropRate: rate,
  malformedRate: rate,
  seed: v.optional(v.pipe(v.number(), v.integer())),
});

const publishBody = v.object({
  login: v.pipe(v.string(), v.nonEmpty()),
  event: v.object({
    type: v.pipe(v.string(), v.nonEmpty()),
    code: v.optional(v.string()),
    device: v.optional(v.record(v.string(), v.unknown())),
    notification: v.optional(v.object({ type: v.string(), status: v.string(), title: v.string(), body: v.string() })),
  }),
});

/** A login is compared in lower case; a phone number may arrive without its "+" (or with it decoded to a space). */
function normaliseRecipient(to: string): string {
  const trimmed = to.trim().toLowerCase();
  return /^\d{6,15}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

export async function listMessages(sandbox: Sandbox, to?: string): Promise<InboxMessage[]> {
  const rows = await sandbox.db
    .select({ message: outboxMessages, status: loginAttempts.status, expiresAt: loginAttempts.expiresAt })
    .from(outboxMessages)
    .leftJoin(loginAttempts, eq(loginAttempts.loginKey, outboxMessages.loginKey))
    .where(to ? eq(outboxMessages.recipient, normaliseRecipient(to)) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  const now = sandbox.now().getTime();
  // A push that is no sign-in (a password change) has no login attempt: pending while its request waits.
  const otherPending = new Set<string>();
  for (const { message, status } of rows)
    if (message.loginKey && status === null && (await findDeviceApproval(sandbox, message.loginKey)))
      otherPending.add(message.loginKey);
  return rows.map(({ message, status, expiresAt }) => ({
    id: message.id,
    kind: message.kind,
    to: message.recipient,
    subject: message.subject,
    body: message.body,
    code: message.code,
    link: message.link,
    loginKey: message.loginKey,
    status:
      status === 'pending' && expiresAt && expiresAt.getTime() <= now
        ? 'expired'
        : status === null && message.loginKey
          ? otherPending.has(message.loginKey)
            ? 'pending'
            : 'answered'
          : status,
    createdAt: message.createdAt.toISOString(),
  }));
}

function invalidRequest(c: Context, issues: v.BaseIssue<unknown>[]) {
  return c.json({ message: issuesText(issues) }, 400);
}

/** A domain's section of the inbox page (domain.ts `inbox`). */
export type InboxSection = (sandbox: Sandbox) => Promise<string>;

export function controlRoutes(sandbox: Sandbox, sections: readonly InboxSection[] = []): Hono {
  const app = new Hono();

  app.get('/inbox', async (c) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    c.header('Referrer-Policy', 'no-referrer'); // its links (e-mails' links with their codes) go nowhere else
    const extra = await Promise.all(sections.map((section) => section(sandbox)));
    return c.html(inboxPage(await listMessages(sandbox), extra));
  });

  app.get('/messages', async (c) => c.json({ messages: await listMessages(sandbox, c.req.query('to')) }));

  app.post('/publish', async (c) => {
    const parsed = v.safeParse(publishBody, await readJson(c));
    if (!parsed.success) return invalidRequest(c, parsed.issues);
    const [user] = await sandbox.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.login, parsed.output.login.toLowerCase()));
    if (!user) return c.json({ message: `No user ${parsed.output.login}` }, 404);
    return c.json({ delivered: sandbox.hub.publish(user.customerId, parsed.output.event) });
  });

  app.post('/reset', async (c) => {
    await resetAndSeed(sandbox.db, sandbox.now());
    sandbox.sessions.clear();
    sandbox.answers.clear();
    sandbox.faults.clear();
    return c.json({ reset: true });
  });

  app.get('/faults', (c) => c.json({ faults: sandbox.faults.list() }));
  app.post('/faults', async (c) => {
    const parsed = v.safeParse(faultBody, await readJson(c));
    if (!parsed.success) return invalidRequest(c, parsed.issues);
    sandbox.faults.set(parsed.output);
    return c.json({ faults: sandbox.faults.list() });
  });
  app.delete('/faults', (c) => {
    sandbox.faults.clear();
    return c.body(null, 204);
  });

  return app;
}
