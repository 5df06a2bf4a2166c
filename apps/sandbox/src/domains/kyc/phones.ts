// Phones (WIRE.md "Phone"): add, replace, check, and the verification: `POST
// verification/phones/{phoneId}/verify` (routes.ts, the method phoneVerificationSend) sends a 6-digit
// code by SMS to the phone, bound to the browser's PKCE challenge, or (approval) to the sign-in e-mail as
// an approval code with a reqId; phoneConfirm spends it. A replacing phone takes its old one's place
// once confirmed.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { phoneApproval, phoneSms } from './mail-words.ts';
import { phones, users } from '../customer/tables.ts';
import { PKCE_TEXT, pkceChallenge } from '../identity/crypto.ts';
import { maskPhone } from '../identity/login.ts';
import { codeRefused, issueKycCode, liveCodeFor, refusedToSend, spendKycCode } from './codes.ts';
import { recomputeCustomer } from './customer-kyc.ts';
import { phoneView } from './views.ts';

const digitsOnly = (message: string, pattern: RegExp) =>
  v.pipe(
    text(message),
    v.transform((value) => value.replace(/^\+/, '').replace(/[\s-]/g, '')),
    v.regex(pattern, message),
  );
const phoneFields = {
  phoneCountryCode: digitsOnly('must be a country calling code (digits, without +)', /^[1-9]\d{0,3}$/),
  phone: digitsOnly('must be a phone number of 4 to 14 digits', /^\d{4,14}$/),
  phoneType: v.optional(v.picklist([2, '2'], 'must be 2 (mobile)'), 2),
};

async function phoneOf(db: Db, customerId: number, phoneId: number) {
  const [row] = await db
    .select()
    .from(phones)
    .where(and(eq(phones.customerId, customerId), eq(phones.id, phoneId)));
  return row ?? null;
}

async function addPhone(ctx: SessionContext, input: { phoneCountryCode: string; phone: string }, replacesId?: number) {
  const { db, customerId } = ctx;
  const [same] = await db
    .select({ id: phones.id })
    .from(phones)
    .where(
      and(
        eq(phones.customerId, customerId),
        eq(phones.countryCode, input.phoneCountryCode),
        eq(phones.number, input.phone),
      ),
    );
  if (same) return invalid('phone', 'is already one of your phones');
  const [row] = await db
    .insert(phones)
    .values({
      customerId,
      countryCode: input.phoneCountryCode,
      number: input.phone,
      confirmed: false,
      replacesId: replacesId ?? null,
    })
    .returning();
  return row ? ok({ phone: phoneView(row) }) : failure('AE', 'The phone was not stored');
}

const phoneAdd = sessionMethod({
  name: 'phoneAdd',
  payload: v.object(phoneFields),
  handle: (ctx, input) => addPhone(ctx, input),
});

const phoneReplace = sessionMethod({
  name: 'phoneReplace',
  payload: v.object({ ...phoneFields, phoneId: id() }),
  async handle(ctx, input) {
    if (!(await phoneOf(ctx.db, ctx.customerId, input.phoneId))) return invalid('phoneId', 'is not one of your phones');
    return addPhone(ctx, input, input.phoneId);
  },
});

const checkPhone = sessionMethod({
  name: 'checkPhone',
  readOnly: true,
  payload: v.object({ phoneCountryCode: phoneFields.phoneCountryCode, phone: phoneFields.phone }),
  async handle({ db }, input) {
    const [row] = await db
      .select({ id: phones.id })
      .from(phones)
      .where(and(eq(phones.countryCode, input.phoneCountryCode), eq(phones.number, input.phone)))
      .limit(1);
    return ok({ exists: Boolean(row) });
  },
});

/** The body of `POST verification/phones/{phoneId}/verify` (the route adds phoneId from the path). */
const phoneVerificationSend = sessionMethod({
  name: 'phoneVerificationSend',
  payload: v.object({
    phoneId: id(),
    type: v.picklist(['sms', 'approval'], 'must be sms or approval'),
    captcha: v.optional(text()),
    codeChallenge: v.pipe(v.string('is required'), v.regex(PKCE_TEXT, 'must be a PKCE challenge')),
  }),
  async handle({ db, sandbox, session, customerId, lang }, input) {
    const phone = await phoneOf(db, customerId, input.phoneId);
    if (!phone) return invalid('phoneId', 'is not one of your phones');
    if (phone.confirmed) return invalid('phoneId', 'is already confirmed');
    const number = `+${phone.countryCode}${phone.number}`;
    const issued = await issueKycCode(db, sandbox.now(), {
      userId: session.userId,
      purpose: 'phone',
      payload: { phoneId: phone.id, type: input.type, codeChallenge: input.codeChallenge },
    });
    if (refusedToSend(issued)) return issued;
    const { id: reqId, code } = issued;
    if (input.type === 'sms') {
      await sendMessage(db, {
        kind: 'sms',
        recipient: number,
        ...written(phoneSms, lang, { code }),
        code,
      });
      return ok({ maskedPhone: maskPhone(number) });
    }
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    await sendMessage(db, {
      kind: 'email',
      recipient: user?.login ?? '',
      ...written(phoneApproval, lang, { code, phone: maskPhone(number) }),
      code,
    });
    return ok({ reqId });
  },
});

const phoneConfirm = sessionMethod({
  name: 'phoneConfirm',
  payload: v.object({
    phoneId: id(),
    code: v.optional(requiredText()),
    codeVerifier: v.optional(v.string()),
    reqId: v.optional(id()),
    approvalCode: v.optional(requiredText()),
  }),
  async handle({ db, sandbox, session, customerId }, input) {
    const phone = await phoneOf(db, customerId, input.phoneId);
    if (!phone) return invalid('phoneId', 'is not one of your phones');
    const viaSms = input.code !== undefined;
    if (!viaSms && (input.reqId === undefined || input.approvalCode === undefined)) {
      return invalid('code', 'is required (or reqId and approvalCode)');
    }
    const live = await liveCodeFor(db, sandbox.now(), {
      userId: session.userId,
      purpose: 'phone',
      key: 'phoneId',
      value: phone.id,
    });
    if (!live || (!viaSms && live.id !== input.reqId))
      return invalid(viaSms ? 'code' : 'reqId', 'has expired or was used');
    if (viaSms && (!input.codeVerifier || pkceChallenge(input.codeVerifier) !== live.payload.codeChallenge)) {
      return invalid('codeVerifier', 'does not match the challenge of the request');
    }
    const spent = await spendKycCode(db, sandbox.now(), {
      userId: session.userId,
      id: live.id,
      purpose: 'phone',
      code: (viaSms ? input.code : input.approvalCode) ?? '',
    });
    if (!spent.ok) return codeRefused(viaSms ? 'code' : 'approvalCode', spent);
    const [confirmed] = await db.update(phones).set({ confirmed: true }).where(eq(phones.id, phone.id)).returning();
    if (phone.replacesId !== null) {
      await db.delete(phones).where(and(eq(phones.id, phone.replacesId), eq(phones.customerId, customerId)));
    }
    await recomputeCustomer(db, sandbox, customerId);
    return ok({ phone: confirmed ? phoneView(confirmed) : null });
  },
});

export const phoneMethods: MethodDefinition[] = [
  phoneAdd,
  phoneReplace,
  checkPhone,
  phoneVerificationSend,
  phoneConfirm,
];
