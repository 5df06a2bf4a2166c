// Security settings (payments spec 3 and 7): two-step verification, password change, IP whitelist,
// blacklist, notification settings, legal info. Changes of the second factor and of the password are
// confirmed with a code (SMS to the confirmed phone, else e-mail), found in the sandbox inbox.
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { hashPassword, verifyPassword } from '../identity/crypto.ts';
import { blacklist, ipWhitelist, notificationSettings, userSecurity } from './tables.ts';
import { terms, termsAcceptances, users } from '../customer/tables.ts';
import { sendMessage } from '../../outbox.ts';
import { newPassword } from '../identity/account-access.ts';
import { codeChannel, issueCode, spendCode } from '../identity/verification-codes.ts';

export const CONFIRMATION_SECONDS = 600;

// --- two-step verification --------------------------------------------------------------------

const twoStepTypes = ['none', 'push', 'otp', 'sms'] as const;
/** The sign-in flow each login mode means for the token service. */
const flowOfLoginMode = { none: 'simple', push: 'push', otp: 'otp', sms: 'sms' } as const;

const twoStepVerificationSet = sessionMethod({
  name: 'twoStepVerificationSet',
  payload: v.object({
    mode: v.picklist(['login', 'transaction'], 'must be login or transaction'),
    typeMode: v.picklist(twoStepTypes, 'must be none, push, otp or sms'),
  }),
  async handle({ db, sandbox, session }, { mode, typeMode }) {
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
      subject: 'Confirm your two-step verification change',
      body: `Paydeck confirmation code ${code}.`,
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
      return invalid('code', spent.reason === 'wrong' ? 'is not the code we sent' : 'has expired or was used');
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

// --- password -----------------------------------------------------------------------------------

const changePassword = sessionMethod({
  name: 'changePassword',
  payload: v.object({ password: requiredText(), passwordNew: newPassword(), passwordNewRepeat: requiredText() }),
  async handle({ db, sandbox, session }, input) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user || !(await verifyPassword(input.password, user.passwordHash)))
      return invalid('password', 'is not your current password');
    if (input.passwordNew !== input.passwordNewRepeat)
      return invalid('passwordNewRepeat', 'does not match the new password');
    if (input.passwordNew === input.password) return invalid('passwordNew', 'must differ from the current password');
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
      subject: 'Approve your password change',
      body: `Paydeck password change code ${code}.`,
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
      return invalid('code', spent.reason === 'wrong' ? 'is not the code we sent' : 'has expired or was used');
    await db
      .update(users)
      .set({ passwordHash: String(spent.payload.passwordHash) })
      .where(eq(users.id, session.userId));
    return ok();
  },
});

// --- IP whitelist ---------------------------------------------------------------------------------

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ipv6 = /^(?=.*:)[0-9a-fA-F:]{2,39}$/;
const ipText = () =>
  v.pipe(
    requiredText(),
    v.check((value) => ipv4.test(value) || ipv6.test(value), 'must be an IP address'),
  );
const ipv4Number = (value: string) => value.split('.').reduce((total, part) => total * 256 + Number(part), 0);

const accessIpList = sessionMethod({
  name: 'accessIpList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const [settings] = await db.select().from(userSecurity).where(eq(userSecurity.userId, session.userId));
    const rows = await db
      .select()
      .from(ipWhitelist)
      .where(eq(ipWhitelist.userId, session.userId))
      .orderBy(asc(ipWhitelist.id));
    return ok({
      mode: settings?.ipWhitelistMode ?? 'off',
      accessIpList: rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        toIp: row.toIp,
        created: row.createdAt.toISOString(),
      })),
    });
  },
});

const accessIpAdd = sessionMethod({
  name: 'accessIpAdd',
  idempotent: true,
  payload: v.object({ ip: ipText(), toIp: v.optional(ipText()) }),
  async handle({ db, sandbox, session }, { ip, toIp }) {
    if (toIp !== undefined) {
      if (ipv4.test(ip) !== ipv4.test(toIp)) return invalid('toIp', 'must be an address of the same kind');
      if (ipv4.test(ip) && ipv4Number(toIp) < ipv4Number(ip)) return invalid('toIp', 'must not be before ip');
    }
    const [row] = await db
      .insert(ipWhitelist)
      .values({ userId: session.userId, ip, toIp: toIp ?? null, createdAt: sandbox.now() })
      .returning({ id: ipWhitelist.id });
    return ok({ id: row?.id });
  },
});

const accessIpDelete = sessionMethod({
  name: 'accessIpDelete',
  payload: v.object({ id: id() }),
  async handle({ db, session }, input) {
    const deleted = await db
      .delete(ipWhitelist)
      .where(and(eq(ipWhitelist.id, input.id), eq(ipWhitelist.userId, session.userId)))
      .returning({ id: ipWhitelist.id });
    return deleted.length > 0 ? ok() : failure('TA1', `No whitelist entry ${input.id}`);
  },
});

const accessIpModeSet = sessionMethod({
  name: 'accessIpModeSet',
  payload: v.object({ mode: v.picklist(['on', 'off'], 'must be on or off') }),
  async handle({ db, session }, { mode }) {
    if (mode === 'on') {
      const [entry] = await db
        .select({ id: ipWhitelist.id })
        .from(ipWhitelist)
        .where(eq(ipWhitelist.userId, session.userId))
        .limit(1);
      if (!entry) return invalid('mode', 'needs at least one address in the whitelist');
    }
    await db
      .insert(userSecurity)
      .values({ userId: session.userId, ipWhitelistMode: mode })
      .onConflictDoUpdate({ target: userSecurity.userId, set: { ipWhitelistMode: mode } });
    return ok({ mode });
  },
});

// --- blacklist --------------------------------------------------------------------------------------

const blockTypes = ['payments', 'invoices', 'all'] as const;
const emailText = () =>
  v.pipe(
    requiredText(),
    v.toLowerCase(),
    v.check((value) => value.length > 5 && value.includes('@') && value.includes('.'), 'must be an e-mail address'),
  );

const blackListGet = sessionMethod({
  name: 'blackListGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db
      .select()
      .from(blacklist)
      .where(eq(blacklist.userId, session.userId))
      .orderBy(asc(blacklist.createdAt), asc(blacklist.email));
    return ok({ blackList: rows.map((row) => ({ email: row.email, blockType: row.blockType })) });
  },
});

const blackListAdd = sessionMethod({
  name: 'blackListAdd',
  idempotent: true,
  payload: v.object({ email: emailText(), blockType: v.picklist(blockTypes, 'must be payments, invoices or all') }),
  async handle({ db, sandbox, session }, { email, blockType }) {
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    if (user?.login === email) return invalid('email', 'must not be your own address');
    await db
      .insert(blacklist)
      .values({ userId: session.userId, email, blockType, createdAt: sandbox.now() })
      .onConflictDoUpdate({ target: [blacklist.userId, blacklist.email], set: { blockType } });
    return ok({ responseDescription: `${email} was added to the blacklist` });
  },
});

const blackListDelete = sessionMethod({
  name: 'blackListDelete',
  payload: v.object({ email: emailText() }),
  async handle({ db, session }, { email }) {
    const deleted = await db
      .delete(blacklist)
      .where(and(eq(blacklist.userId, session.userId), eq(blacklist.email, email)))
      .returning({ email: blacklist.email });
    return deleted.length > 0 ? ok() : failure('TA1', `${email} is not in the blacklist`);
  },
});

// --- notification settings ---------------------------------------------------------------------------

/** The settings a person has, with their defaults (identified, group, value). */
export const notificationDefaults = [
  { identified: 'loginEmail', group: 'security', value: true },
  { identified: 'loginPush', group: 'security', value: false },
  { identified: 'paymentReceivedEmail', group: 'payments', value: true },
  { identified: 'paymentSentEmail', group: 'payments', value: false },
  { identified: 'invoiceEmail', group: 'payments', value: true },
  { identified: 'paymentPush', group: 'payments', value: true },
  { identified: 'newsEmail', group: 'marketing', value: false },
] as const;

const notificationSettingsGet = sessionMethod({
  name: 'notificationSettingsGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, session.userId));
    const chosen = new Map(rows.map((row) => [row.identified, row.value]));
    return ok({
      settings: notificationDefaults.map((setting) => ({
        ...setting,
        value: chosen.get(setting.identified) ?? setting.value,
      })),
    });
  },
});

const notificationSettingsSet = sessionMethod({
  name: 'notificationSettingsSet',
  payload: v.object({
    identified: v.picklist(
      notificationDefaults.map((setting) => setting.identified),
      'is not a notification setting',
    ),
    value: v.pipe(
      v.union([v.boolean(), v.number(), v.string()]),
      v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
    ),
  }),
  async handle({ db, session }, { identified, value }) {
    await db
      .insert(notificationSettings)
      .values({ userId: session.userId, identified, value })
      .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.identified], set: { value } });
    return ok({ identified, value });
  },
});

// --- legal info ---------------------------------------------------------------------------------------

const legalInfo = sessionMethod({
  name: 'legalInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db
      .select({ id: terms.id, title: terms.label, url: terms.url, acceptedAt: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
      .where(eq(termsAcceptances.userId, session.userId))
      .orderBy(asc(terms.id));
    return ok({ agreements: rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() })) });
  },
});

export const securityMethods: MethodDefinition[] = [
  twoStepVerificationSet,
  twoStepVerificationConfirm,
  changePassword,
  changePasswordConfirm,
  accessIpList,
  accessIpAdd,
  accessIpDelete,
  accessIpModeSet,
  blackListGet,
  blackListAdd,
  blackListDelete,
  notificationSettingsGet,
  notificationSettingsSet,
  legalInfo,
];
