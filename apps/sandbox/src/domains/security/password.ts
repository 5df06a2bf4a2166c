// Password change (payments spec 3): the current password is checked; a code confirms the new one, or,
// for a person whose second factor is push, their device (password-push.ts).
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { passwordCode } from './mail-words.ts';
import { users } from '../customer/tables.ts';
import { newPassword, signOutEverywhere } from '../identity/account-access.ts';
import { hashPassword, verifyPassword } from '../identity/crypto.ts';
import { codeChannel, issueCode, refusedCode, spendCode } from '../identity/verification-codes.ts';
import { codeSendWait, tooManyCodes } from '../identity/code-sends.ts';
import { pushDevice, requestPushApproval } from './password-push.ts';
import { CONFIRMATION_SECONDS } from './two-step.ts';

const changePassword = sessionMethod({
  name: 'changePassword',
  payload: v.object({ password: requiredText(), passwordNew: newPassword(), passwordNewRepeat: requiredText() }),
  async handle({ db, sandbox, session, lang }, input) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user || !(await verifyPassword(input.password, user.passwordHash)))
      return invalid('password', 'is not your current password');
    if (input.passwordNew !== input.passwordNewRepeat)
      return invalid('passwordNewRepeat', 'does not match the new password');
    if (input.passwordNew === input.password) return invalid('passwordNew', 'must differ from the current password');
    const wait = await codeSendWait(db, sandbox.now(), session.userId, 'password'); // a code, or a push
    if (wait > 0) return tooManyCodes(wait);
    const device = await pushDevice(db, session.userId);
    if (device) {
      const [person] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
      const requestKey = await requestPushApproval(db, sandbox.now(), {
        userId: session.userId,
        sessionId: session.sessionId,
        passwordHash: await hashPassword(input.passwordNew),
        seconds: CONFIRMATION_SECONDS,
        login: person?.login ?? '',
        lang,
      });
      return ok({ requestKey: String(requestKey), approveType: 'push', approvalSentTo: device.name });
    }
    const channel = await codeChannel(db, session.userId);
    const { id: requestKey, code } = await issueCode(db, sandbox.now(), {
      userId: session.userId,
      purpose: 'password',
      payload: { passwordHash: await hashPassword(input.passwordNew) },
      seconds: CONFIRMATION_SECONDS,
    });
    await sendMessage(db, {
      kind: channel.kind,
      recipient: channel.recipient,
      ...written(passwordCode, lang, { code }),
      code,
    });
    return ok({ requestKey: String(requestKey), approveType: channel.kind, approvalSentTo: channel.shown });
  },
});

const changePasswordConfirm = sessionMethod({
  name: 'changePasswordConfirm',
  payload: v.object({ requestKey: id(), code: requiredText() }),
  async handle({ db, sandbox, session }, { requestKey, code }) {
    const spent = await spendCode(db, sandbox.now(), {
      id: requestKey,
      userId: session.userId,
      purpose: 'password',
      code,
    });
    if (!spent.ok)
      return refusedCode(
        spent,
        invalid('code', spent.reason === 'wrong' ? 'is not the code we sent' : 'has expired or was used'),
      );
    await db
      .update(users)
      .set({ passwordHash: String(spent.payload.passwordHash) })
      .where(eq(users.id, session.userId));
    await signOutEverywhere(sandbox, db, session.userId, { sessionId: session.sessionId });
    return ok();
  },
});

export const passwordMethods: MethodDefinition[] = [changePassword, changePasswordConfirm];
