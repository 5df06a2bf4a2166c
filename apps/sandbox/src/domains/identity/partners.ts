// The "sei" client: a partner site sends the browser to GET /auth/sei/authorize; the web app shows
// its authorise screen (route auth/sei) and, when the signed-in person approves, calls
// POST /auth/sei/authorize/{id}; the browser then goes back to the partner with a one-time code,
// which the partner exchanges at POST /auth/token with its PKCE verifier like any other code. Only
// registered partners with their exact https addresses (partner-registry.ts); their sessions read only.
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { atMost, safeText } from '../../api/fields.ts';
import { issuesText } from '../../api/issues.ts';
import { loginAttempts, seiAuthorizations } from './tables.ts';
import type { Sandbox } from '../../sandbox.ts';
import { newToken, sha256Hex } from '../../crypto.ts';
import { PKCE_TEXT } from './crypto.ts';
import { CODE_SECONDS } from './login.ts';
import { TokenServiceError } from './errors.ts';
import { partnerName, registeredPartner } from './partner-registry.ts';

const AUTHORIZATION_SECONDS = 600;

const authorizeQuery = v.object({
  client_id: v.pipe(v.string(), v.nonEmpty('is required')),
  redirect_uri: v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https:\/\//, 'must be an https URL')),
  code_challenge: v.pipe(v.string(), v.regex(PKCE_TEXT, 'must be a PKCE S256 challenge')),
  /** Opaque to the sandbox and sent back as given; kept, so one line of safe text (no U+0000 for PostgreSQL). */
  state: v.optional(v.pipe(v.string(), safeText(), atMost(500))),
});

/** Records the request; answers where the browser goes next (the web app's authorise screen). */
export async function startSeiAuthorization(sandbox: Sandbox, query: Record<string, string>): Promise<string> {
  const parsed = v.safeParse(authorizeQuery, query);
  if (!parsed.success) throw new TokenServiceError(400, issuesText(parsed.issues));
  // Never sent back to an address the partner did not register (not even to show an error).
  if (!registeredPartner(parsed.output.client_id, parsed.output.redirect_uri))
    throw new TokenServiceError(400, 'Unknown partner or redirect address');
  const id = newToken();
  await sandbox.db.insert(seiAuthorizations).values({
    id,
    clientId: parsed.output.client_id,
    redirectUri: parsed.output.redirect_uri,
    state: parsed.output.state ?? null,
    codeChallenge: parsed.output.code_challenge,
    expiresAt: new Date(sandbox.now().getTime() + AUTHORIZATION_SECONDS * 1000),
  });
  return `/auth/sei?authorizationId=${encodeURIComponent(id)}`;
}

/** An authorization id is a token (base64url); anything else (U+0000 would answer HTTP 500) is unknown. */
function refuseMalformedId(id: string): void {
  if (!/^[\w-]{1,100}$/.test(id)) throw new TokenServiceError(404, 'Unknown or expired authorization');
}

/** What the consent screen shows: who asks (GET /auth/sei/authorize/{id}, with a session). */
export async function describeSeiAuthorization(
  sandbox: Sandbox,
  id: string,
): Promise<{ clientId: string; partnerName: string }> {
  refuseMalformedId(id);
  const now = sandbox.now();
  const [authorization] = await sandbox.db
    .select({ clientId: seiAuthorizations.clientId })
    .from(seiAuthorizations)
    .where(and(eq(seiAuthorizations.id, id), isNull(seiAuthorizations.usedAt), gt(seiAuthorizations.expiresAt, now)));
  const name = authorization && partnerName(authorization.clientId);
  if (!authorization || !name) throw new TokenServiceError(404, 'Unknown or expired authorization');
  return { clientId: authorization.clientId, partnerName: name };
}

/** The signed-in person approves: answers the partner's redirect URI with a one-time code. */
export async function approveSeiAuthorization(
  sandbox: Sandbox,
  userId: number,
  id: string,
): Promise<{ redirectUri: string; partnerName: string }> {
  refuseMalformedId(id);
  const now = sandbox.now();
  const [authorization] = await sandbox.db
    .update(seiAuthorizations)
    .set({ usedAt: now })
    .where(and(eq(seiAuthorizations.id, id), isNull(seiAuthorizations.usedAt), gt(seiAuthorizations.expiresAt, now)))
    .returning();
  if (!authorization) throw new TokenServiceError(404, 'Unknown or expired authorization');
  const code = newToken();
  await sandbox.db.insert(loginAttempts).values({
    codeHash: sha256Hex(code),
    userId,
    flow: 'direct',
    client: 'sei',
    codeChallenge: authorization.codeChallenge,
    status: 'approved',
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  const redirect = new URL(authorization.redirectUri);
  redirect.searchParams.set('code', code);
  if (authorization.state !== null) redirect.searchParams.set('state', authorization.state);
  return {
    redirectUri: redirect.toString(),
    partnerName: partnerName(authorization.clientId) ?? authorization.clientId,
  };
}
