// Activation and password recovery (identity spec 7.2): public methods, no session.
// Activation codes are issued when an account is registered (a later issue) or by resendActivation;
// recovery codes by passwordChangeRequest. Both arrive in the sandbox inbox.
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { requiredText } from '../../api/fields.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { digits } from '../../crypto.ts';
import { hashPassword } from './crypto.ts';
import type { Db } from '../../db/open.ts';
import { devices, loginEvents, verificationCodes } from './tables.ts';
import type { Sandbox } from '../../sandbox.ts';
import { users } from '../customer/tables.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { activation, recovery } from './mail-words.ts';
import { type CodePurpose, issueCode, refusedCode, spendCode } from './verification-codes.ts';
import { countCodeRequest, tooManyCodes } from './code-sends.ts';
import { passedSignIn } from './lockout.ts';

export const ACTIVATION_SECONDS = 7 * 24 * 3600;
export const RECOVERY_SECONDS = 3600;
const activationPurposes: CodePurpose[] = ['activation', 'activationBusiness', 'activationEmployee'];

const email = () =>
  v.pipe(
    requiredText(),
    v.toLowerCase(),
    v.check((value) => value.length > 5 && value.includes('@') && value.includes('.'), 'must be an e-mail address'),
  );
/** The new password rule of the web app: 8..128 characters, a letter and a digit. */
export const newPassword = () =>
  v.pipe(
    requiredText(),
    v.minLength(8, 'must have at least 8 characters'),
    v.maxLength(128, 'must have at most 128 characters'),
    v.check((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), 'must have a letter and a digit'),
  );

async function userByLogin(db: Db, login: string) {
  const [user] = await db.select().from(users).where(eq(users.login, login.trim().toLowerCase()));
  return user;
}

/** An account waits for activation while it has a live activation code. */
async function pendingActivation(db: Db, userId: number) {
  const rows = await db
    .select({ purpose: verificationCodes.purpose, usedAt: verificationCodes.usedAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, userId));
  const activation = rows.filter((row) => activationPurposes.includes(row.purpose as CodePurpose));
  if (activation.length === 0 || activation.some((row) => row.usedAt !== null)) return undefined;
  return activation[0]?.purpose as CodePurpose;
}

const activationFailed = () =>
  failure('VF', 'Account Activation failed', {
    validationErrors: [{ param: 'activationCode', description: 'is not valid or has expired' }],
  });

const activateAccount = publicMethod({
  name: 'activateAccount',
  payload: v.object({ username: email(), activationCode: requiredText() }),
  async handle({ db, sandbox, ip }, { username, activationCode }) {
    const user = await userByLogin(db, username);
    if (!user) return activationFailed();
    for (const purpose of ['activation', 'activationEmployee'] as const) {
      const spent = await spendCode(db, sandbox.now(), { userId: user.id, purpose, code: activationCode });
      if (spent.ok) {
        const tokens = await sandbox.sessions.issue(user.id, { db });
        await db
          .insert(loginEvents)
          .values({ userId: user.id, client: 'spa', flow: 'activation', ip, createdAt: sandbox.now() });
        return ok({ ...tokens });
      }
      if (spent.reason === 'wrong') return refusedCode(spent, activationFailed());
    }
    return activationFailed();
  },
});

/** What a later domain does once a business is activated (registration: its users' invitations go out). */
/** Runs when a business account is activated; `lang` is the activating call's (for the e-mails it sends). */
export type BusinessActivationHook = (db: Db, sandbox: Sandbox, userId: number, lang: Lang) => Promise<void>;
const businessActivationHooks = new Set<BusinessActivationHook>();
export const onBusinessActivated = (hook: BusinessActivationHook): void => {
  businessActivationHooks.add(hook);
};

const businessActivate = publicMethod({
  name: 'businessActivate',
  payload: v.object({ email: email(), activationCode: requiredText() }),
  async handle({ db, sandbox, lang }, input) {
    const user = await userByLogin(db, input.email);
    if (!user) return activationFailed();
    const spent = await spendCode(db, sandbox.now(), {
      userId: user.id,
      purpose: 'activationBusiness',
      code: input.activationCode,
    });
    if (!spent.ok) return refusedCode(spent, activationFailed());
    for (const hook of businessActivationHooks) await hook(db, sandbox, user.id, lang);
    return ok();
  },
});

const resendActivation = publicMethod({
  name: 'resendActivation',
  payload: v.object({ email: email() }),
  async handle({ db, sandbox, lang }, input) {
    // The same answer whether or not the address has an account waiting, the limit's included: nothing to learn.
    const wait = await countCodeRequest(db, sandbox.now(), 'activation', input.email);
    if (wait > 0) return tooManyCodes(wait);
    const user = await userByLogin(db, input.email);
    const purpose = user ? await pendingActivation(db, user.id) : undefined;
    if (user && purpose) {
      const { code } = await issueCode(db, sandbox.now(), { userId: user.id, purpose, seconds: ACTIVATION_SECONDS });
      await sendMessage(db, {
        kind: 'email',
        recipient: user.login,
        ...written(activation, lang, { code }),
        code,
        link: `/activate?action=${purpose}&username=${encodeURIComponent(user.login)}&activationCode=${code}`,
      });
    }
    return ok();
  },
});

const passwordChangeRequest = publicMethod({
  name: 'passwordChangeRequest',
  payload: v.object({ email: email() }),
  async handle({ db, sandbox, lang }, input) {
    // The same answer whether or not the address is a login, the limit's included.
    const wait = await countCodeRequest(db, sandbox.now(), 'recovery', input.email);
    if (wait > 0) return tooManyCodes(wait);
    const user = await userByLogin(db, input.email);
    if (user) {
      const { code } = await issueCode(db, sandbox.now(), {
        userId: user.id,
        purpose: 'recovery',
        seconds: RECOVERY_SECONDS,
        code: digits(8),
      });
      await sendMessage(db, {
        kind: 'email',
        recipient: user.login,
        ...written(recovery, lang, { code }),
        code,
        link: `/account-recovery/reset?email=${encodeURIComponent(user.login)}&code=${code}`,
      });
    }
    return ok();
  },
});

const recoveryInvalid = () => invalid('code', 'is not valid or has expired');

const passwordCheckCode = publicMethod({
  name: 'passwordCheckCode',
  payload: v.object({ email: email(), code: requiredText() }),
  async handle({ db, sandbox }, input) {
    const user = await userByLogin(db, input.email);
    if (!user) return recoveryInvalid();
    const checked = await spendCode(db, sandbox.now(), {
      userId: user.id,
      purpose: 'recovery',
      code: input.code,
      peek: true,
    });
    return checked.ok ? ok() : refusedCode(checked, recoveryInvalid());
  },
});

const passwordChangeWithCode = publicMethod({
  name: 'passwordChangeWithCode',
  payload: v.object({ email: email(), code: requiredText(), password: newPassword() }),
  async handle({ db, sandbox }, input) {
    const user = await userByLogin(db, input.email);
    if (!user) return recoveryInvalid();
    const spent = await spendCode(db, sandbox.now(), { userId: user.id, purpose: 'recovery', code: input.code });
    if (!spent.ok) return refusedCode(spent, recoveryInvalid());
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
    await passedSignIn(db, user.login); // the mailbox's owner set a new password: a sign-in lock ends
    await signOutEverywhere(sandbox, db, user.id);
    return ok();
  },
});

/**
 * A recovered or changed password signs the person out everywhere but `keep.sessionId` (the session that
 * made the change) and unlinks their devices but `keep.deviceId` (the device that approved it): whoever
 * knew the old password, or linked a device with it, is out. On `db`, the change's own transaction when it
 * runs in one: the sign-out commits (or rolls back) with the new password.
 */
export async function signOutEverywhere(
  sandbox: Sandbox,
  db: Db,
  userId: number,
  keep: { sessionId?: string; deviceId?: number } = {},
): Promise<void> {
  await sandbox.sessions.revokeUserSessions(userId, keep.sessionId, db);
  await db
    .delete(devices)
    .where(and(eq(devices.userId, userId), keep.deviceId !== undefined ? ne(devices.id, keep.deviceId) : undefined));
}

export const accountAccessMethods: MethodDefinition[] = [
  activateAccount,
  businessActivate,
  resendActivation,
  passwordChangeRequest,
  passwordCheckCode,
  passwordChangeWithCode,
];
