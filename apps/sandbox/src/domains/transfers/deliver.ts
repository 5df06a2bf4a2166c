// Where a held transfer's approval goes: the code by SMS or e-mail, the authenticator's code, the approval
// e-mail with its link, or the push to the person's device (the sandbox inbox shows each), in the person's language.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { approvalEmail, approvalPush, otpCode, smsCode } from './mail-words.ts';
import { users } from '../customer/tables.ts';
import { codeChannel } from '../identity/verification-codes.ts';
import type { ApproveMode } from './operations.ts';

/** Sends the code (SMS or e-mail, authenticator, approval e-mail with its link) or the push, in `lang`; answers where. */
export async function deliver(
  db: Db,
  userId: number,
  mode: ApproveMode,
  op: { id: string; code: string | null; approvalKey: string | null },
  lang: Lang,
): Promise<string | null> {
  const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  const login = user?.login ?? '';
  if (mode === 'sms' && op.code) {
    const channel = await codeChannel(db, userId);
    await sendMessage(db, {
      kind: channel.kind,
      recipient: channel.recipient,
      ...written(smsCode, lang, { code: op.code }),
      code: op.code,
    });
    return channel.shown;
  }
  if (mode === 'otp' && op.code) {
    await sendMessage(db, {
      kind: 'otp',
      recipient: login,
      ...written(otpCode, lang, { code: op.code }),
      code: op.code,
    });
    return null;
  }
  if (mode === 'approvalCode' && op.code) {
    const link = `/transfer/approved?trxid=${encodeURIComponent(op.id)}&approvalCode=${op.code}`;
    await sendMessage(db, {
      kind: 'email',
      recipient: login,
      ...written(approvalEmail, lang, { code: op.code }),
      code: op.code,
      link,
    });
    return login;
  }
  if (mode === 'push' && op.approvalKey) {
    await sendMessage(db, {
      kind: 'push',
      recipient: login,
      ...written(approvalPush, lang),
      loginKey: op.approvalKey,
    });
    return 'your device';
  }
  return null;
}
