// Entry codes (identity spec 2.1, 7.1: "a token exchange through code plus codeVerifier may also occur on
// entry"). A signed-in app (the mobile app, the old web) asks POST /auth/entry-code with a PKCE challenge
// and opens the web app at /login?code=…&codeVerifier=…; the browser exchanges it at POST /auth/token
// marked `entry: true`. An entry code lives ENTRY_CODE_SECONDS, works once, only as an entry code (a
// sign-in code is never one, nor the reverse: they are kept apart), and its session never outlives the
// session that asked for it. A crafted link can thus only carry a code its maker got seconds before.
import { and, eq, isNull } from 'drizzle-orm';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Sandbox } from '../../sandbox.ts';
import { pkceChallenge } from './crypto.ts';
import { refuse } from './errors.ts';
import { recordLogin } from './login.ts';
import type { Session, TokenPair } from './sessions.ts';
import { verificationCodes } from './tables.ts';
import { issueCode } from './verification-codes.ts';

export const ENTRY_CODE_SECONDS = 60;

/** POST /auth/entry-code: a code for an entry link into the web app, as the session's person. */
export async function issueEntryCode(
  sandbox: Sandbox,
  session: Session,
  codeChallenge: string,
): Promise<{ code: string; expiresIn: number }> {
  const endsBy = await sandbox.sessions.endOf(session.sessionId);
  const { code } = await issueCode(sandbox.db, sandbox.now(), {
    userId: session.userId,
    purpose: 'entry',
    code: newToken(),
    seconds: ENTRY_CODE_SECONDS,
    payload: { codeChallenge, endsBy: endsBy ?? null },
  });
  return { code, expiresIn: ENTRY_CODE_SECONDS };
}

/** POST /auth/token { code, codeVerifier, entry: true }: an entry code becomes a session, once. */
export async function exchangeEntryCode(
  sandbox: Sandbox,
  request: { code: string; codeVerifier: string },
  ip: string,
): Promise<TokenPair> {
  const { db } = sandbox;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.codeHash, sha256Hex(request.code)), eq(verificationCodes.purpose, 'entry')));
  if (!row || row.usedAt) throw refuse('Invalid code');
  if (row.expiresAt.getTime() <= sandbox.now().getTime()) throw refuse('Code expired');
  if (pkceChallenge(request.codeVerifier) !== row.payload.codeChallenge) throw refuse('Invalid code verifier');
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: sandbox.now() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw refuse('Invalid code');
  const endsBy = row.payload.endsBy;
  // Not a sign-in of the person's own flow: it cannot link a device (no fresh second factor).
  const tokens = await sandbox.sessions.issue(row.userId, {
    client: 'spa',
    ...(typeof endsBy === 'number' ? { endsBy } : {}),
  });
  await recordLogin(sandbox, row.userId, 'spa', 'entry', ip);
  return tokens;
}
