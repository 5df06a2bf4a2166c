// POST /auth/login: the sign-in flows of the token service. Every flow but "simple" answers an
// authorization code bound to the PKCE challenge; tokens.ts exchanges it once, with the verifier and
// (depending on the flow) a one-time code or an approval.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { devices, loginAttempts, loginEvents } from './tables.ts';
import { phones, users } from '../customer/tables.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { fromWords, newDevice, signInOtp, signInPush, signInSms } from './mail-words.ts';
import type { Sandbox } from '../../sandbox.ts';
import { digits, newToken, sha256Hex } from '../../crypto.ts';
import { burnPasswordCheck, twoDigitIdentifier, verifyPassword } from './crypto.ts';
import { refuse } from './errors.ts';
import { ipAllowed } from './sign-in-guards.ts';
import { countSignIn, failedSignIn, lockedMessage, normalLogin, passedSignIn } from './lockout.ts';
import { codeSendWait, tooManyCodesText } from './code-sends.ts';
import { isSpecEmail } from '../registration/fields.ts';

export const WRONG_CREDENTIALS = 'Invalid username or password';
/** The spec's error 13 ("access denied"): signing in from an address outside the person's IP whitelist. */
export const IP_REFUSED = 'Access denied';

export const CODE_SECONDS = 300;
export const flows = ['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms'] as const;
export type Flow = (typeof flows)[number];

export interface LoginRequest {
  client: 'spa' | 'sei';
  username: string;
  password: string;
  codeChallenge: string;
  secret?: string | undefined;
}

type User = typeof users.$inferSelect;

/** Signs in; the codes and approvals it sends are written in `lang` (the call's Accept-Language). */
export async function login(
  sandbox: Sandbox,
  request: LoginRequest,
  ip: string,
  lang: Lang = 'en',
): Promise<Record<string, unknown>> {
  const { db } = sandbox;
  // Spec 5 V1: a username is an e-mail. Anything else names no login: refused with the unknown login's 403,
  // before a password is hashed or an attempt counted (no lock, no work for a string that cannot sign in).
  if (!isSpecEmail(normalLogin(request.username))) throw refuse(WRONG_CREDENTIALS);
  // Counted before anything is looked up, known username or not: the answers and the lock are the same for both.
  const attempt = await countSignIn(db, request.username, sandbox.now());
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.login, normalLogin(request.username)));
  if (attempt === 'locked') {
    await burnPasswordCheck(request.password);
    throw refuse(lockedMessage);
  }
  const passwordRight = user
    ? await verifyPassword(request.password, user.passwordHash)
    : await burnPasswordCheck(request.password).then(() => false); // an unknown username costs what a known one does
  if (!user || !passwordRight) {
    throw refuse(
      (await failedSignIn(db, request.username, attempt, sandbox.now())) ? lockedMessage : WRONG_CREDENTIALS,
    );
  }
  await passedSignIn(db, request.username);
  const allowed = await ipAllowed(db, user.id, ip);
  if (allowed !== true) throw refuse(allowed === false ? IP_REFUSED : allowed);
  const migration = migrationOf(user, sandbox.now());
  const trustedDevice = request.secret !== undefined && (await isApprovedDevice(db, user.id, request.secret));
  const flow: Flow = trustedDevice ? 'simple' : (user.loginFlow as Flow);
  if (flow === 'simple') {
    // Password plus an approved device's secret, or a person whose flow has no second factor: every factor they have.
    const tokens = await sandbox.sessions.issue(user.id, {
      secondFactor: request.client === 'spa',
      client: request.client,
    });
    await recordLogin(sandbox, user.id, request.client, flow, ip);
    return { flow, ...tokens, ...migration };
  }

  const code = newToken();
  const pending = {
    codeHash: sha256Hex(code),
    userId: user.id,
    flow,
    client: request.client,
    codeChallenge: request.codeChallenge,
    createdAt: sandbox.now(),
    expiresAt: new Date(sandbox.now().getTime() + CODE_SECONDS * 1000),
  };
  if (flow === 'otp' || flow === 'sms') {
    const wait = await codeSendWait(db, sandbox.now(), user.id, 'signIn');
    if (wait > 0) throw refuse(tooManyCodesText(wait));
  }
  switch (flow) {
    case 'direct':
      await db.insert(loginAttempts).values({ ...pending, status: 'approved' });
      return { flow, code, ...migration };
    case 'otp': {
      const otp = digits(6);
      await db.insert(loginAttempts).values({ ...pending, otp: sha256Hex(otp), status: 'approved' });
      await sendMessage(db, {
        kind: 'otp',
        recipient: user.login,
        ...written(signInOtp, lang, { code: otp }),
        code: otp,
      });
      return { flow, code, ...migration };
    }
    case 'sms': {
      const [phone] = await db.select().from(phones).where(eq(phones.customerId, user.customerId)).limit(1);
      if (!phone) throw refuse('No phone number for SMS sign-in');
      const otp = digits(6);
      const identifier = twoDigitIdentifier();
      const number = `+${phone.countryCode}${phone.number}`;
      await db.insert(loginAttempts).values({ ...pending, otp: sha256Hex(otp), identifier, status: 'approved' });
      await sendMessage(db, {
        kind: 'sms',
        recipient: number,
        ...written(signInSms, lang, { number, code: otp, identifier }),
        code: otp,
      });
      return { flow, code, maskedPhone: maskPhone(number), identifier, ...migration };
    }
    case 'push': {
      const loginKey = newToken();
      await db.insert(loginAttempts).values({ ...pending, loginKey });
      const list = await db
        .select({ id: devices.id, name: devices.name, type: devices.type })
        .from(devices)
        .where(eq(devices.userId, user.id))
        .orderBy(devices.id);
      const from = fromWords[lang];
      await sendMessage(db, {
        kind: 'push',
        recipient: user.login,
        ...written(signInPush, lang, {
          from: request.client === 'sei' ? from.partner : from.web,
          devices: list.map((d) => d.name).join(', ') || from.device,
        }),
        loginKey,
      });
      return {
        flow,
        code,
        key: loginKey,
        devices: list,
        link: `paydeck://login/approve?key=${loginKey}`,
        ...migration,
      };
    }
    case 'verifyDevice': {
      const loginKey = newToken();
      await db.insert(loginAttempts).values({ ...pending, loginKey });
      await sendMessage(db, {
        kind: 'email',
        recipient: user.login,
        ...written(newDevice, lang),
        link: `/__sandbox/push/${loginKey}/approve`,
        loginKey,
      });
      return { flow, code, ...migration };
    }
  }
}

/** "+37061234123" -> "+37******123": the country prefix and the last three digits stay visible. */
export function maskPhone(number: string): string {
  if (number.length <= 6) return number;
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}

function migrationOf(user: User, now: Date): Record<string, unknown> {
  if (user.migrationType === 'none') return {};
  const msLeft = (user.migrationDeadline?.getTime() ?? now.getTime()) - now.getTime();
  const daysLeft = Math.max(0, Math.ceil(msLeft / 86_400_000));
  return { migration: { type: user.migrationType, strategy: user.migrationStrategy ?? 'migrate', daysLeft } };
}

/** A linked device the person approved (a device only linked, never approved, is not trusted). */
async function isApprovedDevice(db: Db, userId: number, secret: string): Promise<boolean> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.secretHash, sha256Hex(secret)), eq(devices.approved, true)));
  return device !== undefined;
}

/** A completed sign-in: written to the login history. */
export async function recordLogin(
  sandbox: Sandbox,
  userId: number,
  client: string,
  flow: string,
  ip: string,
): Promise<void> {
  await sandbox.db.insert(loginEvents).values({ userId, client, flow, ip, createdAt: sandbox.now() });
  sandbox.answers.clear(); // loginHistory answers are cached until the next write
}
