// The e-signature service's signing page, played by the sandbox (WIRE-business.md "The e-signature"):
//   GET  /api/e-signature/signing.css         its stylesheet (the app's CSP allows no inline style)
//   GET  /api/e-signature/{id}?token=…       the form, the signer, the answers; Sign and Cancel
//   POST /api/e-signature/{id}                token, signature, certify, action: sign | cancel
// Plain HTML and a form (no scripts), served under /api so apps/server forwards it with the app's CSP.
// Sign records the signature, completes the certification when nothing else is missing, and answers 303
// to the app's return URL with signatureRequestId and event=signed; Cancel with event=cancelled.
import { and, eq, gt } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { policed, type RoutePolicy } from '../../api/route-policy.ts';
import { unsafeTextReason } from '../../api/text-rules.ts';
import { sha256Hex } from '../../crypto.ts';
import { escapeHtml } from '../../control/inbox-page.ts';
import type { Sandbox } from '../../sandbox.ts';
import { completeIfReady } from './certification.ts';
import { signatureRequests, taxCertifications } from './tables.ts';

type RequestRow = typeof signatureRequests.$inferSelect;

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#15171c}
main{max-width:40rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #d5d8dd}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{color:#555b66}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;font:inherit}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #15171c;cursor:pointer}
button[value=sign]{background:#15171c;color:#fff}.error{color:#a4161a;font-weight:600}`;

const formTitles: Record<string, string> = {
  'W-8BEN': 'Form W-8BEN: Certificate of Foreign Status of Beneficial Owner (individuals)',
  'W-8BEN-E': 'Form W-8BEN-E: Certificate of Status of Beneficial Owner (entities)',
  'W-9': 'Form W-9: Request for Taxpayer Identification Number and Certification',
};

const answerLines = (answers: Record<string, unknown>): string =>
  Object.entries(answers)
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');

function page(request: RequestRow, answers: Record<string, unknown>, token: string, error?: string): string {
  const title = formTitles[request.formType] ?? request.formType;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign ${escapeHtml(request.formType)}</title><link rel="stylesheet" href="/api/e-signature/signing.css"></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>Signer: <strong>${escapeHtml(request.signerName)}</strong></p>
<dl>${answerLines(answers)}</dl>
<form method="post" action="/api/e-signature/${request.id}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="signature">Type your full name to sign</label>
<input type="text" id="signature" name="signature" autocomplete="name" maxlength="120">
<label><input type="checkbox" name="certify" value="yes"> Under penalties of perjury, I declare that the information on this form is true, correct and complete.</label>
<div class="actions"><button type="submit" name="action" value="sign">Sign</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form></main></body></html>`;
}

const gone = (c: Context) =>
  c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing link</title><link rel="stylesheet" href="/api/e-signature/signing.css"></head><body><main><h1>This signing link is not valid</h1><p>It has expired, was used, or was replaced by a newer one. Go back to the application and start the signing again.</p></main></body></html>',
    404,
  );

/** The return URL with the signing's outcome in its query. */
export function returnTo(returnUrl: string, id: number, event: 'signed' | 'cancelled'): string {
  const url = new URL(returnUrl, 'http://app.invalid');
  url.searchParams.set('signatureRequestId', String(id));
  url.searchParams.set('event', event);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The longest typed signature kept (review L1, L2: one line, no control or bidi characters either). */
const SIGNATURE_MAX = 256;

const signingLink = { public: 'the one-time token of the signing link (its signature request)' };

/** Who may call the page (api/route-policy.ts): whoever holds the signing link. */
export const taxSigningPolicy = {
  'GET /e-signature/signing.css': { public: 'nothing: the page’s stylesheet' },
  'GET /e-signature/:id': signingLink,
  'POST /e-signature/:id': signingLink,
} as const satisfies RoutePolicy;

export function signingRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  const route = policed(app, taxSigningPolicy);
  const open = async (id: string, token: string | undefined) => {
    const requestId = Number(id);
    if (!token || !Number.isInteger(requestId) || requestId < 1) return undefined;
    const [row] = await sandbox.db
      .select({ request: signatureRequests, answers: taxCertifications.answers })
      .from(signatureRequests)
      .innerJoin(taxCertifications, eq(taxCertifications.id, signatureRequests.certificationId))
      .where(
        and(
          eq(signatureRequests.id, requestId),
          eq(signatureRequests.tokenHash, sha256Hex(token)),
          eq(signatureRequests.status, 'open'),
          gt(signatureRequests.expiresAt, sandbox.now()),
        ),
      );
    return row;
  };

  route('GET /e-signature/signing.css', (c) => c.body(css, 200, { 'content-type': 'text/css; charset=utf-8' }));

  route('GET /e-signature/:id', async (c) => {
    const token = c.req.query('token');
    const row = await open(c.req.param('id') ?? '', token);
    return row && token ? c.html(page(row.request, row.answers, token)) : gone(c);
  });

  route('POST /e-signature/:id', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : undefined;
    const row = await open(c.req.param('id') ?? '', token);
    if (!row || !token) return gone(c);
    const { request } = row;
    if (form.action === 'cancel') {
      await sandbox.db
        .update(signatureRequests)
        .set({ status: 'cancelled' })
        .where(eq(signatureRequests.id, request.id));
      return c.redirect(returnTo(request.returnUrl, request.id, 'cancelled'), 303);
    }
    const signature = typeof form.signature === 'string' ? form.signature.trim() : '';
    const unfit = signature.length > SIGNATURE_MAX || unsafeTextReason(signature) !== undefined;
    if (signature.length < 2 || unfit || form.certify !== 'yes') {
      return c.html(page(request, row.answers, token, 'Type your full name and confirm the declaration to sign.'), 400);
    }
    const now = sandbox.now();
    // Signs once: the row leaves 'open' in the same statement that checks it.
    const [signed] = await sandbox.db
      .update(signatureRequests)
      .set({ status: 'signed', signature, signedAt: now })
      .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, 'open')))
      .returning({ id: signatureRequests.id });
    if (!signed) return gone(c);
    await sandbox.db
      .update(taxCertifications)
      .set({ signatureId: request.id })
      .where(eq(taxCertifications.id, request.certificationId));
    await completeIfReady(sandbox.db, request.certificationId, now);
    sandbox.answers.clear();
    return c.redirect(returnTo(request.returnUrl, request.id, 'signed'), 303);
  });
  return app;
}
