// Where a held transfer's approval goes: the code by SMS or e-mail, the authenticator's code, the approval
// e-mail with its link, or the push to the person's device (the sandbox inbox shows each).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { sendMessage } from '../../outbox.ts';
import { users } from '../customer/tables.ts';
import { codeChannel } from '../identity/verification-codes.ts';
import type { ApproveMode } from './operations.ts';

/** Sends the code (SMS or e-mail, authenticator, approval e-mail with its link) or the push; answers where. */
export async function deliver(
  db: Db,
  userId: number,
  mode: ApproveMode,
  op: { id: string; code: string | null; approvalKey: string | null },
): Promise<string | null> {
  const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  const login = user?.login ?? '';
  if (mode === 'sms' && op.code) {
    const channel = await codeChannel(db, userId);
    const body = `Your Paydeck transfer code is ${op.code}. It expires in 5 minutes.`;
    await sendMessage(db, {
      kind: channel.kind,
      recipient: channel.recipient,
      subject: 'Transfer code',
      body,
      code: op.code,
    });
    return channel.shown;
  }
  if (mode === 'otp' && op.code) {
    const body = `Authenticator code for your transfer: ${op.code}`;
    await sendMessage(db, { kind: 'otp', recipient: login, subject: 'Transfer code', body, code: op.code });
    return null;
  }
  if (mode === 'approvalCode' && op.code) {
    const link = `/transfer/approved?trxid=${encodeURIComponent(op.id)}&approvalCode=${op.code}`;
    const body = `Approve your transfer with the code ${op.code}, or open the link.`;
    await sendMessage(db, {
      kind: 'email',
      recipient: login,
      subject: 'Approve your transfer',
      body,
      code: op.code,
      link,
    });
    return login;
  }
  if (mode === 'push' && op.approvalKey) {
    const body = 'A transfer waits for your approval: approve or refuse it on your device.';
    await sendMessage(db, {
      kind: 'push',
      recipient: login,
      subject: 'Approve your transfer',
      body,
      loginKey: op.approvalKey,
    });
    return 'your device';
  }
  return null;
}
