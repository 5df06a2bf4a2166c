// The tax sandbox controls (behind the controls' secret and origin check, control/guard.ts):
//   GET  /__sandbox/tax/certifications                               complete certifications waiting (JSON)
//   POST /__sandbox/tax/certifications/{id}/review                   { action: validate | reject, rejectReason? }
//   POST /__sandbox/company/representatives/{id}/self-certification-link   a new auth secret, e-mailed
// JSON answers the result; the inbox page's forms (inbox.ts) come back to the inbox (303).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { issuesText } from '../../api/issues.ts';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { pendingCertifications, reviewCertification } from './certification.ts';
import { asLang } from '../../lang.ts';
import { sendSelfCertificationLink } from './secrets.ts';

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

async function bodyOf(c: Context): Promise<unknown> {
  if (!isForm(c)) return (await readJson(c)) ?? {};
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
}

const idOf = (c: Context) => {
  const value = Number(c.req.param('id'));
  return Number.isInteger(value) && value > 0 ? value : 0;
};

const reviewBody = v.object({
  action: v.picklist(['validate', 'reject'], 'must be validate or reject'),
  rejectReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters'))),
});

export function taxControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  const back = (c: Context) => c.redirect(INBOX_PATH, 303);

  app.get('/tax/certifications', async (c) => {
    const rows = await pendingCertifications(sandbox.db);
    return c.json({
      certifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        customerId: row.customerId,
        representativeId: row.representativeId,
        status: row.status,
        requiredForm: row.requiredForm,
        signedAt: row.signedAt?.toISOString() ?? null,
      })),
    });
  });

  app.post('/tax/certifications/:id/review', async (c) => {
    const parsed = v.safeParse(reviewBody, await bodyOf(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const reviewed = await reviewCertification(sandbox, idOf(c), parsed.output.action, parsed.output.rejectReason);
    if (reviewed === 'unknown') return c.json({ message: `No certification ${idOf(c)}` }, 404);
    if (reviewed === 'notPending')
      return c.json({ message: `Certification ${idOf(c)} is not waiting for review` }, 409);
    return isForm(c) ? back(c) : c.json({ id: reviewed.id, status: reviewed.status });
  });

  app.post('/company/representatives/:id/self-certification-link', async (c) => {
    const sent = await sendSelfCertificationLink(sandbox.db, idOf(c), sandbox.now(), asLang(c.req.query('lang')));
    if (!sent) return c.json({ message: `No representative ${idOf(c)}` }, 404);
    sandbox.answers.clear();
    return isForm(c) ? back(c) : c.json(sent);
  });
  return app;
}
