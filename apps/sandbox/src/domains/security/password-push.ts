// A password change approved on the person's phone (payments spec 3: approveType "push"): offered to
// people whose second factor is push and who have an approved device. The request waits as a password
// code whose payload carries the approval key; the device answers it like a sign-in (identity's device
// approvals), and `passwordChange` is published with code "confirmed" or "canceled".
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newToken } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { passwordPush } from './mail-words.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { signOutEverywhere } from '../identity/account-access.ts';
import type { DeviceApproval } from '../identity/device-approvals.ts';
import { devices, verificationCodes } from '../identity/tables.ts';
import { issueCode } from '../identity/verification-codes.ts';

/** The device a push-approved change goes to: the first approved one of a person whose factor is push. */
export async function pushDevice(db: Db, userId: number): Promise<{ name: string } | undefined> {
  const [user] = await db
    .select({ secondFactor: users.secondFactor, login2faMode: users.login2faMode })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.secondFactor !== 'push' && user?.login2faMode !== 'push') return undefined;
  const [device] = await db
    .select({ name: devices.name })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
    .orderBy(asc(devices.id))
    .limit(1);
  return device;
}

/** On the calling method's database (its transaction when it runs in one): the request and its push go with it. */
export async function requestPushApproval(
  db: Db,
  now: Date,
  input: { userId: number; sessionId: string; passwordHash: string; seconds: number; login: string; lang: Lang },
): Promise<number> {
  const approvalKey = newToken();
  const { id } = await issueCode(db, now, {
    userId: input.userId,
    purpose: 'password',
    payload: { passwordHash: input.passwordHash, approvalKey, sessionId: input.sessionId },
    seconds: input.seconds,
    code: newToken(), // nobody types it: the device approves by the key
  });
  await sendMessage(db, {
    kind: 'push',
    recipient: input.login,
    ...written(passwordPush, input.lang),
    loginKey: approvalKey,
  });
  return id;
}

const pending = (sandbox: Sandbox, key: string) =>
  and(
    eq(verificationCodes.purpose, 'password'),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, sandbox.now()),
    sql`${verificationCodes.payload}->>'approvalKey' = ${key}`,
  );

export const passwordPushApproval: DeviceApproval = {
  async ownerOf(sandbox, key) {
    const [row] = await sandbox.db
      .select({ userId: verificationCodes.userId })
      .from(verificationCodes)
      .where(pending(sandbox, key));
    return row?.userId;
  },
  async answer(sandbox, key, approve, deviceId) {
    const [row] = await sandbox.db
      .update(verificationCodes)
      .set({ usedAt: sandbox.now() })
      .where(pending(sandbox, key))
      .returning();
    if (!row) return;
    const [user] = await sandbox.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, row.userId));
    if (approve) {
      await sandbox.db
        .update(users)
        .set({ passwordHash: String(row.payload.passwordHash) })
        .where(eq(users.id, row.userId));
      await signOutEverywhere(sandbox, sandbox.db, row.userId, { sessionId: String(row.payload.sessionId), deviceId });
    }
    if (user)
      sandbox.hub.publish(user.customerId, { type: 'passwordChange', code: approve ? 'confirmed' : 'canceled' });
  },
};
