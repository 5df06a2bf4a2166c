// The contract's e-signature page, played by the sandbox like tax's W-form signing (packages/contracts WIRE.md
// "Signing"): GET signUrl makes a one-time link; the page (plain HTML and a form, no scripts, under /api so
// apps/server serves it with the app's CSP) shows the contract and signs it, then answers 303 to the app's
// return URL with contractId and event=signed | cancelled. Cancel leaves the contract UNSIGNED.
import { and, eq, gt } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { policed, type RoutePolicy } from '../../api/route-policy.ts';
import { newToken, sha256Hex } from '../../crypto.ts';
import { escapeHtml } from '../../control/inbox-page.ts';
import { fileLink } from '../../files/links.ts';
import type { Lang } from '../../lang.ts';
import type { Sandbox } from '../../sandbox.ts';
import { mayAct, SIGNER_NAME_MAX } from '@paydeck/contracts/api';
import { move } from './actions.ts';
import { actionSubject, contractFor, wireOne } from './rows.ts';
import { contractSignings } from './tables.ts';
import { textProblem } from './text.ts';

export const SIGNING_PATH = '/api/contract-signature';
export const SIGNING_CLIENT_ID = 'sandbox-e-signature';
const LINK_MINUTES = 30;

export const pdfUrl = (customerId: number, contractId: number, lang: Lang, now: Date, brand?: string) =>
  fileLink(
    {
      k: 'contract',
      c: customerId,
      i: contractId,
      l: lang,
      ...(brand && /^[a-z-]+$/.test(brand) ? { b: brand } : {}),
    },
    now,
  );

/** Only a path of the app itself may be returned to. */
const safeReturn = (url: string) => (/^\/(?![/\\])[^\s]*$/.test(url) ? url : '/revenue-split');

export async function signUrl(
  sandbox: Sandbox,
  customerId: number,
  contractId: number,
  returnUrl: string,
): Promise<{ signUrl: string; clientId: string } | { status: 404 | 409; message: string }> {
  const row = await contractFor(sandbox.db, customerId, contractId);
  if (!row) return { status: 404, message: `Contract ${contractId} not found` };
  if (!mayAct(actionSubject(row), customerId, 'sign')) {
    return { status: 409, message: `The contract is ${row.status}: it cannot be signed` };
  }
  const token = newToken();
  const [signing] = await sandbox.db
    .insert(contractSignings)
    .values({
      contractId,
      customerId,
      tokenHash: sha256Hex(token),
      returnUrl: safeReturn(returnUrl),
      expiresAt: new Date(sandbox.now().getTime() + LINK_MINUTES * 60_000),
    })
    .returning({ id: contractSignings.id });
  if (!signing) throw new Error('signing not stored');
  return { signUrl: `${SIGNING_PATH}/${signing.id}?token=${encodeURIComponent(token)}`, clientId: SIGNING_CLIENT_ID };
}

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#15171c}
main{max-width:40rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #d5d8dd}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{color:#555b66}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;font:inherit}
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #15171c;cursor:pointer}
button[value=sign]{background:#15171c;color:#fff}.error{color:#a4161a;font-weight:600}`;

const returnTo = (url: string, contractId: number, event: 'signed' | 'cancelled') => {
  const target = new URL(url, 'http://app.invalid');
  target.searchParams.set('contractId', String(contractId));
  target.searchParams.set('event', event);
  return `${target.pathname}${target.search}`;
};

/** Who may call the page (api/route-policy.ts): whoever holds the one-time signing link. */
export const signingPolicy = {
  'GET /contract-signature/signing.css': { public: 'nothing: the page’s stylesheet' },
  'GET /contract-signature/:id': { public: 'the one-time signing token of signUrl (30 minutes)' },
  'POST /contract-signature/:id': { public: 'the one-time signing token of signUrl (30 minutes)' },
} as const satisfies RoutePolicy;

export function contractSigningRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  const route = policed(app, signingPolicy);
  const open = async (id: string, token: string | undefined) => {
    const signingId = Number(id);
    if (!token || !Number.isInteger(signingId) || signingId < 1) return undefined;
    const [signing] = await sandbox.db
      .select()
      .from(contractSignings)
      .where(
        and(
          eq(contractSignings.id, signingId),
          eq(contractSignings.tokenHash, sha256Hex(token)),
          eq(contractSignings.status, 'open'),
          gt(contractSignings.expiresAt, sandbox.now()),
        ),
      );
    const row = signing && (await contractFor(sandbox.db, signing.customerId, signing.contractId));
    return signing && row ? { signing, row } : undefined;
  };
  const page = async (
    c: Context,
    found: NonNullable<Awaited<ReturnType<typeof open>>>,
    token: string,
    error?: string,
  ) => {
    const contract = await wireOne(sandbox.db, found.row, found.signing.customerId);
    const signer = contract.direction === 'PAY' ? contract.senderSignerName : contract.beneficiarySignerName;
    const list = (items: string[]) => items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign contract ${contract.id}</title><link rel="stylesheet" href="${SIGNING_PATH}/signing.css"></head>
<body><main><h1>Revenue-split contract ${contract.id}</h1>
<dl><dt>Company</dt><dd>${escapeHtml(contract.company.title)}</dd>
<dt>Pays</dt><dd>${escapeHtml(contract.sender.name)}</dd><dt>Receives</dt><dd>${escapeHtml(contract.beneficiary.name)}</dd>
<dt>Share</dt><dd>${contract.percentage}%</dd><dt>From</dt><dd>${escapeHtml(contract.activeFrom)}</dd></dl>
<h2>Sender’s obligations</h2><ul>${list(contract.senderObligations)}</ul>
<h2>Beneficiary’s obligations</h2><ul>${list(contract.beneficiaryObligations)}</ul>
<p>Signer: <strong>${escapeHtml(signer ?? '')}</strong></p>
<form method="post" action="${SIGNING_PATH}/${found.signing.id}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="signature">Type your full name to sign</label>
<input type="text" id="signature" name="signature" autocomplete="name" maxlength="${SIGNER_NAME_MAX}">
<div class="actions"><button type="submit" name="action" value="sign">Sign</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form></main></body></html>`,
      error ? 400 : 200,
    );
  };
  const gone = (c: Context) =>
    c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing link</title><link rel="stylesheet" href="${SIGNING_PATH}/signing.css"></head><body><main><h1>This signing link is not valid</h1><p>It has expired, was used, or was replaced. Go back to the application and start the signing again.</p></main></body></html>`,
      404,
    );

  route('GET /contract-signature/signing.css', (c) => c.body(css, 200, { 'content-type': 'text/css; charset=utf-8' }));
  route('GET /contract-signature/:id', async (c) => {
    const token = c.req.query('token');
    const found = await open(c.req.param('id') ?? '', token);
    return found && token ? page(c, found, token) : gone(c);
  });
  route('POST /contract-signature/:id', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : undefined;
    const found = await open(c.req.param('id') ?? '', token);
    if (!found || !token) return gone(c);
    const { signing } = found;
    const cancel = form.action === 'cancel';
    const signature = typeof form.signature === 'string' ? form.signature.trim() : '';
    if (!cancel && signature.length < 2) return page(c, found, token, 'Type your full name to sign.');
    if (!cancel && textProblem('signature', signature, SIGNER_NAME_MAX)) {
      return page(c, found, token, `Type your name in at most ${SIGNER_NAME_MAX} letters, without control characters.`);
    }
    // the link is used once: it leaves 'open' in the statement that checks it
    const [used] = await sandbox.db
      .update(contractSignings)
      .set({ status: cancel ? 'cancelled' : 'signed', signature: cancel ? null : signature })
      .where(and(eq(contractSignings.id, signing.id), eq(contractSignings.status, 'open')))
      .returning({ id: contractSignings.id });
    if (!used) return gone(c);
    const moved = await move(sandbox, sandbox.db, signing.customerId, signing.contractId, cancel ? 'unsigned' : 'sign');
    if ('status' in moved) return gone(c);
    sandbox.answers.clear();
    return c.redirect(returnTo(signing.returnUrl, signing.contractId, cancel ? 'cancelled' : 'signed'), 303);
  });
  return app;
}
