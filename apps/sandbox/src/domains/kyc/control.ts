// The KYC sandbox controls (behind the controls' secret and origin check, control/guard.ts):
//   GET  /__sandbox/kyc/documents?login=…              documents waiting for review (JSON)
//   POST /__sandbox/kyc/documents/{id}/review          { action: confirm | reject | fail | expire, rejectReason? }
//   POST /__sandbox/kyc/video-identity-jobs/{id}/review { action: confirm | reject }
//   POST /__sandbox/kyc/customers/limit                 { login, reason: proofOfAddress | sourceOfFunds }
//   POST /__sandbox/kyc/documents/expiry-check          { days?: 1..3650 (30) }: the bank's check (bank-actions.ts)
// JSON answers the result; the inbox page's forms (inbox.ts) come back to the inbox (303).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { issuesText } from '../../api/issues.ts';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { bankLimitReasons, limitCustomer, UnknownLogin, warnExpiringDocuments } from './bank-actions.ts';
import { awaitingDocuments, ReviewRefused, reviewDocument, reviewVideoJob } from './review.ts';

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

const reviewBody = v.object({
  action: v.picklist(['confirm', 'reject', 'fail', 'expire'], 'must be confirm, reject, fail or expire'),
  rejectReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters'))),
});
const limitBody = v.object({
  login: v.pipe(v.string(), v.nonEmpty('is required')),
  reason: v.picklist(Object.keys(bankLimitReasons) as (keyof typeof bankLimitReasons)[], 'is not a limit reason'),
});
const expiryBody = v.object({
  days: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'must be a number of days'),
      v.transform(Number),
      v.integer('must be whole days'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(3650, 'must be at most 3650'),
    ),
    30,
  ),
});
const jobReviewBody = v.object({ action: v.picklist(['confirm', 'reject'], 'must be confirm or reject') });

async function bodyOf(c: Context): Promise<unknown> {
  if (!isForm(c)) return readJson(c);
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
}

const idOf = (c: Context) => {
  const value = Number(c.req.param('id'));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

export function kycControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  const back = (c: Context) => c.redirect(INBOX_PATH, 303);
  app.onError((error, c) => {
    if (error instanceof ReviewRefused) return c.json({ message: error.message }, error.status);
    if (error instanceof UnknownLogin) return c.json({ message: error.message }, 404);
    throw error;
  });

  app.get('/kyc/documents', async (c) =>
    c.json({ documents: await awaitingDocuments(sandbox.db, c.req.query('login')) }),
  );

  app.post('/kyc/documents/:id/review', async (c) => {
    const parsed = v.safeParse(reviewBody, await bodyOf(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const { action, rejectReason } = parsed.output;
    if (action === 'reject' && !rejectReason) return c.json({ message: 'rejectReason: is required to reject' }, 400);
    const reviewed = await reviewDocument(sandbox, idOf(c), action, rejectReason);
    return isForm(c) ? back(c) : c.json(reviewed);
  });

  app.post('/kyc/customers/limit', async (c) => {
    const parsed = v.safeParse(limitBody, await bodyOf(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const limited = await limitCustomer(sandbox, parsed.output.login, parsed.output.reason);
    return isForm(c) ? back(c) : c.json(limited);
  });

  app.post('/kyc/documents/expiry-check', async (c) => {
    const parsed = v.safeParse(expiryBody, (await bodyOf(c)) ?? {});
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const warned = await warnExpiringDocuments(sandbox, parsed.output.days ?? 30);
    return isForm(c) ? back(c) : c.json({ warned });
  });

  app.post('/kyc/video-identity-jobs/:id/review', async (c) => {
    const parsed = v.safeParse(jobReviewBody, await bodyOf(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const reviewed = await reviewVideoJob(sandbox, idOf(c), parsed.output.action);
    return isForm(c) ? back(c) : c.json(reviewed);
  });
  return app;
}
