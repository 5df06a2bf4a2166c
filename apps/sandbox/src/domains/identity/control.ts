// The identity's sandbox controls: approve or refuse a pending push or new-device sign-in, as the
// person's device would (phone.ts: with the device's own credentials); the inbox page's buttons post here.
import { type Context, Hono } from 'hono';
import { INBOX_PATH } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { answerAsPerson } from './phone.ts';
import { TokenServiceError } from './errors.ts';

const isForm = (c: Context) => (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

export function identityControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof TokenServiceError) return c.json({ message: error.message }, error.status);
    throw error;
  });

  app.post('/push/:key/:decision{approve|refuse}', async (c) => {
    await answerAsPerson(sandbox, c.req.param('key'), c.req.param('decision') === 'approve');
    return isForm(c) ? c.redirect(INBOX_PATH, 303) : c.body(null, 204);
  });
  return app;
}
