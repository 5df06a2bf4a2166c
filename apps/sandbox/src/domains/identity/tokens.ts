// POST /auth/token and the approval of a pending sign-in: a code (with its PKCE verifier and, per
// flow, a one-time code or an approval) or a linked device's secret becomes an access and refresh token.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { pkceChallenge } from './crypto.ts';
import { refuse, TokenServiceError } from './errors.ts';
import { recordLogin } from './login.ts';
import type { TokenPair } from './sessions.ts';
import { devices, loginAttempts } from './tables.ts';

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  otp?: string | undefined;
}

export async function exchangeCode(sandbox: Sandbox, request: CodeExchange, ip: string): Promise<TokenPair> {
  const { db } = sandbox;
  const [attempt] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.codeHash, sha256Hex(request.code)));
  if (!attempt || attempt.usedAt) throw refuse('Invalid code');
  if (attempt.expiresAt.getTime() <= sandbox.now().getTime()) throw refuse('Code expired');
  if (pkceChallenge(request.codeVerifier) !== attempt.codeChallenge) throw refuse('Invalid code verifier');
  if (attempt.status === 'pending') throw refuse('Login not approved yet');
  if (attempt.status === 'refused') throw refuse('Login refused');
  if (attempt.otp !== null && request.otp !== attempt.otp) throw refuse('Invalid one-time code');
  const consumed = await db
    .update(loginAttempts)
    .set({ usedAt: sandbox.now() })
    .where(and(eq(loginAttempts.id, attempt.id), isNull(loginAttempts.usedAt)))
    .returning({ id: loginAttempts.id });
  if (consumed.length === 0) throw refuse('Invalid code');
  const tokens = await sandbox.sessions.issue(attempt.userId);
  await recordLogin(sandbox, attempt.userId, attempt.client, attempt.flow, ip);
  return tokens;
}

/** The device flow: a linked device signs in with its secret and push token. */
export async function exchangeDeviceSecret(
  sandbox: Sandbox,
  request: { secret: string; pushToken: string },
  ip: string,
): Promise<TokenPair> {
  const { db } = sandbox;
  const [device] = await db
    .update(devices)
    .set({ lastActivityAt: sandbox.now() })
    .where(and(eq(devices.secretHash, sha256Hex(request.secret)), eq(devices.pushToken, request.pushToken)))
    .returning({ userId: devices.userId });
  if (!device) throw refuse('Invalid device credentials');
  const tokens = await sandbox.sessions.issue(device.userId);
  await recordLogin(sandbox, device.userId, 'device', 'device', ip);
  return tokens;
}

/** PUT /auth/login/{key}/confirm: the device (or the sandbox inbox) approves or refuses a sign-in. */
export async function confirmLogin(sandbox: Sandbox, loginKey: string, approve: boolean): Promise<void> {
  const [attempt] = await sandbox.db
    .update(loginAttempts)
    .set({ status: approve ? 'approved' : 'refused' })
    .where(
      and(
        eq(loginAttempts.loginKey, loginKey),
        eq(loginAttempts.status, 'pending'),
        gt(loginAttempts.expiresAt, sandbox.now()),
      ),
    )
    .returning({ userId: loginAttempts.userId });
  if (!attempt) throw new TokenServiceError(404, 'Unknown or already answered login key');
  const [user] = await sandbox.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, attempt.userId));
  if (user) sandbox.hub.publish(user.customerId, { type: 'loginApproval', code: approve ? 'approved' : 'refused' });
}
