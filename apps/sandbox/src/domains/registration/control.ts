// The registration sandbox controls (behind the controls' secret and origin check, control/guard.ts): the directors
// of a business resolution sign or refuse it here (the sandbox plays them).
//   GET  /__sandbox/registration/resolutions               { resolutions: [Resolution] }, newest first
//   POST /__sandbox/registration/resolutions/{id}/sign     { email, action: sign | refuse } → { resolution }
// The inbox page's forms (inbox.ts) come back to the inbox (303).
import { desc } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { issuesText } from '../../api/issues.ts';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import { readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { answerResolution, resolutionView, SigningRefused } from './resolutions.ts';
import { businessResolutions } from './tables.ts';

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

const signBody = v.object({
  email: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required')),
  action: v.picklist(['sign', 'refuse'], 'must be sign or refuse'),
});

async function bodyOf(c: Context): Promise<unknown> {
  if (!isForm(c)) return readJson(c);
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
}

/** Every resolution, newest first (the inbox and the journeys). */
export async function allResolutions(sandbox: Sandbox) {
  const rows = await sandbox.db
    .select({ id: businessResolutions.id })
    .from(businessResolutions)
    .orderBy(desc(businessResolutions.createdAt), desc(businessResolutions.id));
  const views = await Promise.all(rows.map((row) => resolutionView(sandbox.db, row.id)));
  return views.filter((view) => view !== undefined);
}

export function registrationControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof SigningRefused) return c.json({ message: error.message }, error.status);
    throw error;
  });

  app.get('/registration/resolutions', async (c) => c.json({ resolutions: await allResolutions(sandbox) }));

  app.post('/registration/resolutions/:id/sign', async (c) => {
    const parsed = v.safeParse(signBody, await bodyOf(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const resolution = await answerResolution(
      sandbox.db,
      sandbox.now(),
      c.req.param('id'),
      parsed.output.email,
      parsed.output.action,
    );
    // Not a method call: the read-only answers (businessResolutionGet) are dropped by hand.
    sandbox.answers.clear();
    if (isForm(c)) return c.redirect(INBOX_PATH, 303);
    return c.json({ resolution });
  });
  return app;
}
