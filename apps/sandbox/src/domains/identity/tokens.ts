// POST /auth/token and the approval of a pending sign-in: a code (with its PKCE verifier and, per
// flow, a one-time code or an approval) or a linked device's secret becomes an access and refresh token.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import type { Sandbox } from '../../sandbox.ts';
import { CODE_TRIES, codeMatches, pkceChallenge } from './crypto.ts';
import { refuse, TokenServiceError } from './errors.ts';
import { findDeviceApproval } from './device-approvals.ts';
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
  if (attempt.otp !== null) await checkOneTimeCode(sandbox, attempt.id, attempt.otp, request.otp ?? '');
  const consumed = await db
    .update(loginAttempts)
    .set({ usedAt: sandbox.now() })
    .where(and(eq(loginAttempts.id, attempt.id), isNull(loginAttempts.usedAt)))
    .returning({ id: loginAttempts.id });
  if (consumed.length === 0) throw refuse('Invalid code');
  // The person's own flow (every factor they have); a partner's code (sei) is not such a sign-in.
  const tokens = await sandbox.sessions.issue(attempt.userId, {
    secondFactor: attempt.client === 'spa',
    client: attempt.client === 'sei' ? 'sei' : 'spa',
  });
  await recordLogin(sandbox, attempt.userId, attempt.client, attempt.flow, ip);
  return tokens;
}

/** A wrong one-time code counts a try (before comparing, atomically); the fifth ends the sign-in. */
async function checkOneTimeCode(sandbox: Sandbox, attemptId: number, otpHash: string, given: string) {
  const [counted] = await sandbox.db
    .update(loginAttempts)
    .set({ tries: sql`${loginAttempts.tries} + 1` })
    .where(and(eq(loginAttempts.id, attemptId), isNull(loginAttempts.usedAt), lt(loginAttempts.tries, CODE_TRIES)))
    .returning({ tries: loginAttempts.tries });
  if (!counted) throw refuse('Invalid code');
  if (codeMatches(given, otpHash)) return;
  if (counted.tries >= CODE_TRIES)
    await sandbox.db.update(loginAttempts).set({ usedAt: sandbox.now() }).where(eq(loginAttempts.id, attemptId));
  throw refuse('Invalid one-time code');
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
    .where(
      and(
        eq(devices.secretHash, sha256Hex(request.secret)),
        eq(devices.pushToken, request.pushToken),
        eq(devices.approved, true),
      ),
    )
    .returning({ id: devices.id, userId: devices.userId });
  if (!device) throw refuse('Invalid device credentials');
  const tokens = await sandbox.sessions.issue(device.userId, { deviceId: device.id });
  await recordLogin(sandbox, device.userId, 'device', 'device', ip);
  return tokens;
}

/**
 * PUT /auth/login/{key}/confirm: the person's approved device, signed in as itself (the device flow's
 * session), approves or refuses a push sign-in. The key alone (which the browser holds to wait) is
 * not enough. `device` null is the sandbox's e-mail link of a new-device sign-in (verifyDevice).
 */
export async function confirmLogin(
  sandbox: Sandbox,
  loginKey: string,
  approve: boolean,
  device: { userId: number; deviceId: number | null } | null,
): Promise<void> {
  const [pending] = await sandbox.db
    .select({ userId: loginAttempts.userId, flow: loginAttempts.flow })
    .from(loginAttempts)
    .where(eq(loginAttempts.loginKey, loginKey));
  if (!pending) {
    const other = await findDeviceApproval(sandbox, loginKey); // a password change, say
    if (!other) throw new TokenServiceError(404, 'Unknown or already answered login key');
    if (device === null || device.deviceId === null || !(await isApprovedDeviceOf(sandbox, device, other.userId)))
      throw new TokenServiceError(403, 'Only an approved device of this person can answer this request');
    return other.approval.answer(sandbox, loginKey, approve, device.deviceId);
  }
  if (
    device === null ? pending?.flow !== 'verifyDevice' : !(await isApprovedDeviceOf(sandbox, device, pending?.userId))
  )
    throw new TokenServiceError(403, 'Only an approved device of this person can answer this sign-in');
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
  sandbox.hub.publishToLogin(loginKey, { type: 'loginApproval', code: approve ? 'approved' : 'refused' });
}

async function isApprovedDeviceOf(
  sandbox: Sandbox,
  device: { userId: number; deviceId: number | null },
  userId: number | undefined,
): Promise<boolean> {
  if (device.deviceId === null || device.userId !== userId) return false;
  const [row] = await sandbox.db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, device.deviceId), eq(devices.userId, device.userId), eq(devices.approved, true)));
  return row !== undefined;
}

/** Whether `key` is a push sign-in still waiting for its answer (the browser may wait on it). */
export async function pendingPushKey(sandbox: Sandbox, key: string): Promise<boolean> {
  const [row] = await sandbox.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginKey, key),
        eq(loginAttempts.flow, 'push'),
        eq(loginAttempts.status, 'pending'),
        gt(loginAttempts.expiresAt, sandbox.now()),
      ),
    );
  return row !== undefined;
}
