// A company user's own phone (spec 7.2 "business user phone update and confirm"; names and fields named here,
// packages/kyc/WIRE-business.md "Company users"): the signed-in user of the company acted for gives a new number,
// the sandbox sends a 6-digit code by SMS to it (the inbox), bound to the browser's PKCE challenge as the
// personal phone verification is; the confirmation spends it and the number becomes the phone of the user's
// representative row (what businessRepresentativeInfoGet answers). Kyc's phone codes: 10 minutes, five tries.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, ok } from '../../api/answers.ts';
import { requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { customers, representatives, users } from '../customer/tables.ts';
import { PKCE_TEXT } from '../identity/crypto.ts';
import { maskPhone } from '../identity/login.ts';
import { codeNotSpent, issueKycCode, refusedToSend, spendChallengedCode } from '../kyc/codes.ts';
import { phoneSms } from '../kyc/mail-words.ts';
import { representativeDetails } from './tables.ts';

const digitsOnly = (message: string, pattern: RegExp) =>
  v.pipe(
    text(message),
    v.transform((value) => value.replace(/^\+/, '').replace(/[\s-]/g, '')),
    v.regex(pattern, message),
  );

/** The caller's own user row of the company acted for (by user id, or by the e-mail of a seeded owner). */
async function ownUserRow(ctx: SessionContext) {
  const [customer] = await ctx.db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, ctx.customerId));
  if (!customer || customer.customerType === 0) return null;
  const [user] = await ctx.db.select({ login: users.login }).from(users).where(eq(users.id, ctx.session.userId));
  const [rep] = await ctx.db
    .select({ id: representatives.id })
    .from(representatives)
    .where(
      and(
        eq(representatives.companyCustomerId, ctx.customerId),
        isNotNull(representatives.accessRights),
        or(
          eq(representatives.userId, ctx.session.userId),
          sql`lower(${representatives.email}) = ${user?.login.toLowerCase() ?? ''}`,
        ),
      ),
    )
    .limit(1);
  return rep ?? null;
}

const notAUser = () => failure('TA1', 'You are not a user of this company');

const businessUserPhoneUpdate = sessionMethod({
  name: 'businessUserPhoneUpdate',
  payload: v.object({
    phoneCountryCode: digitsOnly('must be a country calling code (digits, without +)', /^[1-9]\d{0,3}$/),
    phone: digitsOnly('must be a phone number of 4 to 14 digits', /^\d{4,14}$/),
    codeChallenge: v.pipe(v.string('is required'), v.regex(PKCE_TEXT, 'must be a PKCE challenge')),
  }),
  async handle(ctx, input) {
    const rep = await ownUserRow(ctx);
    if (!rep) return notAUser();
    const issued = await issueKycCode(ctx.db, ctx.sandbox.now(), {
      userId: ctx.session.userId,
      purpose: 'phone',
      payload: { representativeId: rep.id, ...input },
    });
    if (refusedToSend(issued)) return issued;
    const number = `+${input.phoneCountryCode}${input.phone}`;
    await sendMessage(ctx.db, {
      kind: 'sms',
      recipient: number,
      ...written(phoneSms, ctx.lang, { code: issued.code }),
      code: issued.code,
    });
    return ok({ maskedPhone: maskPhone(number) });
  },
});

const businessUserPhoneConfirm = sessionMethod({
  name: 'businessUserPhoneConfirm',
  payload: v.object({ code: requiredText(), codeVerifier: v.pipe(v.string('is required'), v.nonEmpty('is required')) }),
  async handle(ctx, input) {
    const rep = await ownUserRow(ctx);
    if (!rep) return notAUser();
    const now = ctx.sandbox.now();
    const live = await spendChallengedCode(ctx.db, now, {
      userId: ctx.session.userId,
      purpose: 'phone',
      key: 'representativeId',
      value: rep.id,
      code: input.code,
      codeVerifier: input.codeVerifier,
    });
    if (codeNotSpent(live)) return live;
    const countryCode = String(live.payload.phoneCountryCode);
    const number = String(live.payload.phone);
    await ctx.db
      .insert(representativeDetails)
      .values({ representativeId: rep.id, phoneCountryCode: countryCode, phone: number })
      .onConflictDoUpdate({
        target: representativeDetails.representativeId,
        set: { phoneCountryCode: countryCode, phone: number },
      });
    return ok({ phone: { countryCode, number, phoneNumber: `+${countryCode}${number}` } });
  },
});

export const userPhoneMethods: MethodDefinition[] = [businessUserPhoneUpdate, businessUserPhoneConfirm];
