// The sandbox's pretend phone: it holds the secrets of the demo people's devices (phone_keychain) and
// answers a push sign-in the way the app would, signed in as the device (the device flow) and
// confirming with that session. Only the controls (the inbox's buttons) use it.
import { and, asc, eq } from 'drizzle-orm';
import type { Sandbox } from '../../sandbox.ts';
import { findDeviceApproval } from './device-approvals.ts';
import { TokenServiceError } from './errors.ts';
import type { Session, TokenPair } from './sessions.ts';
import { devices, loginAttempts, phoneKeychain } from './tables.ts';
import { confirmLogin, exchangeDeviceSecret } from './tokens.ts';

/** The phone keeps its device sessions, like the app: per sandbox, per device. */
const held = new WeakMap<Sandbox, Map<number, TokenPair>>();

async function deviceSession(
  sandbox: Sandbox,
  device: { id: number; secret: string; pushToken: string },
): Promise<Session> {
  const tokens = held.get(sandbox) ?? new Map<number, TokenPair>();
  held.set(sandbox, tokens);
  const known = tokens.get(device.id);
  const live = known && (await sandbox.sessions.authenticate(known.accessToken));
  if (live) return live;
  const renewed = (known && (await sandbox.sessions.rotate(known.refreshToken))) || null;
  const fresh = renewed ?? (await exchangeDeviceSecret(sandbox, device, '127.0.0.1'));
  tokens.set(device.id, fresh);
  const session = await sandbox.sessions.authenticate(fresh.accessToken);
  if (!session) throw new Error('The device session did not start');
  return session;
}

/**
 * Answers a pending sign-in (or another request a device approves) as the person would: a push on their
 * first approved device the phone holds; a new-device sign-in (verifyDevice) by the link in the e-mail.
 */
export async function answerAsPerson(sandbox: Sandbox, loginKey: string, approve: boolean): Promise<void> {
  const [attempt] = await sandbox.db
    .select({ userId: loginAttempts.userId, flow: loginAttempts.flow })
    .from(loginAttempts)
    .where(eq(loginAttempts.loginKey, loginKey));
  const other = attempt ? undefined : await findDeviceApproval(sandbox, loginKey);
  const userId = attempt?.userId ?? other?.userId;
  if (userId === undefined) throw new TokenServiceError(404, 'Unknown or already answered login key');
  if (attempt?.flow === 'verifyDevice') return confirmLogin(sandbox, loginKey, approve, null);
  const [device] = await sandbox.db
    .select({ id: devices.id, secret: phoneKeychain.secret, pushToken: devices.pushToken })
    .from(devices)
    .innerJoin(phoneKeychain, eq(phoneKeychain.deviceId, devices.id))
    .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
    .orderBy(asc(devices.id))
    .limit(1);
  if (!device?.pushToken) throw new TokenServiceError(403, 'The sandbox phone holds no approved device of this person');
  const session = await deviceSession(sandbox, { id: device.id, secret: device.secret, pushToken: device.pushToken });
  await confirmLogin(sandbox, loginKey, approve, { userId: session.userId, deviceId: session.deviceId });
}
