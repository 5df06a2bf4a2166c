// Two-step verification (payments spec 7): a change of the sign-in or the payment second factor is
// confirmed with a code (SMS to the confirmed phone, else e-mail), found in the sandbox inbox.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { twoStepCode } from './mail-words.ts';
import { users } from '../customer/tables.ts';
import { codeChannel, issueCode, refusedCode, spendCode } from '../identity/verification-codes.ts';
import { codeSendWait, tooManyCodes } from '../identity/code-sends.ts';

/** How long a confirmation code (two-step or password change) works. */
export const CONFIRMATION_SECONDS = 600;

const twoStepTypes = ['none', 'push', 'otp', 'sms'] as const;
/** The sign-in flow each login mode means for the token service. */
const flowOfLoginMode = { none: 'simple', push: 'push', otp: 'otp', sms: 'sms' } as const;

const twoStepVerificationSet = sessionMethod({
  name: 'twoStepVerificationSet',
  payload: v.object({
    mode: v.picklist(['login', 'transaction'], 'must be login or transaction'),
    typeMode: v.picklist(twoStepTypes, 'must be none, push, otp or sms'),
  }),
  async handle({ db, sandbox, session, lang }, { mode, typeMode }) {
    const wait = await codeSendWait(db, sandbox.now(), session.userId, 'twoStep');
    if (wait > 0) return tooManyCodes(wait);
    const channel = await codeChannel(db, session.userId);
    const { id: reqId, code } = await issueCode(db, sandbox.now(), {
      userId: session.userId,
      purpose: 'twoStep',
      payload: { mode, typeMode },
      seconds: CONFIRMATION_SECONDS,
    });
    await sendMessage(db, {
      kind: channel.kind,
      recipient: channel.recipient,
      ...written(twoStepCode, lang, { code }),
      code,
    });
    return ok({ reqId, approvalSentTo: channel.shown });
  },
});

const twoStepVerificationConfirm = sessionMethod({
  name: 'twoStepVerificationConfirm',
  payload: v.object({ reqId: id(), code: requiredText() }),
  async handle({ db, sandbox, session }, { reqId, code }) {
    const spent = await spendCode(db, sandbox.now(), { id: reqId, userId: session.userId, purpose: 'twoStep', code });
    if (!spent.ok)
      return refusedCode(
        spent,
        invalid('code', spent.reason === 'wrong' ? 'is not the code we sent' : 'has expired or was used'),
      );
    const { mode, typeMode } = spent.payload as {
      mode: 'login' | 'transaction';
      typeMode: (typeof twoStepTypes)[number];
    };
    const change =
      mode === 'login'
        ? { login2faMode: typeMode === 'none' ? 'no' : typeMode, loginFlow: flowOfLoginMode[typeMode] }
        : { transactionApproveMode: typeMode };
    await db.update(users).set(change).where(eq(users.id, session.userId));
    sandbox.hub.publish(session.customerId, { type: 'twoStepModeConfirmed', code: typeMode });
    return ok();
  },
});

export const twoStepMethods: MethodDefinition[] = [twoStepVerificationSet, twoStepVerificationConfirm];
