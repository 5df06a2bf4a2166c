// The profile: profileInquiry, emailInquiry, kycPersonalInfoUpdate (clears isNeedPersonalInfoUpdate),
// customerTaxNumberUpdate, and clientIpInfo (the sandbox plays the IP privacy checker: privacy.ts).
import { ADULT_AGE, ageOn, dayOf } from '@paydeck/api-client/calendar';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, notImplemented, ok } from '../../api/answers.ts';
import { dateText, id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { customers, representatives, users } from '../customer/tables.ts';
import { countryCode } from './identity.ts';
import { ipPrivacy } from './privacy.ts';
import { kycProfiles, paymentEmails } from './tables.ts';

async function profileOf({ db, session, customerId }: SessionContext) {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(customers, eq(customers.id, customerId))
    .where(eq(users.id, session.userId));
  if (!row) return null;
  const [kyc] = await db.select().from(kycProfiles).where(eq(kycProfiles.customerId, customerId));
  return {
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    birthDay: row.user.birthDay,
    login: row.user.login,
    residenceCountryCode: row.customer.residenceCountryCode,
    citizenshipCountryCode: kyc?.citizenshipCountryCode ?? row.customer.residenceCountryCode,
    taxId: row.customer.taxId,
    occupationId: kyc?.occupationId ?? null,
  };
}

const profileInquiry = sessionMethod({
  name: 'profileInquiry',
  readOnly: true,
  payload: v.object({}),
  async handle(ctx) {
    const profile = await profileOf(ctx);
    return profile ? ok({ profile }) : failure('AU', 'Unauthorized');
  },
});

const emailInquiry = sessionMethod({
  name: 'emailInquiry',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session, customerId }) {
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    const rows = await db
      .select({ emailAddress: paymentEmails.email, status: paymentEmails.status })
      .from(paymentEmails)
      .where(eq(paymentEmails.customerId, customerId))
      .orderBy(asc(paymentEmails.id));
    const signIn = user && !rows.some((row) => row.emailAddress === user.login);
    return ok({ emails: [...(signIn ? [{ emailAddress: user.login, status: 'Active' }] : []), ...rows] });
  },
});

const kycPersonalInfoUpdate = sessionMethod({
  name: 'kycPersonalInfoUpdate',
  payload: v.object({
    firstName: v.pipe(requiredText(), v.maxLength(60, 'must be at most 60 characters')),
    lastName: v.pipe(requiredText(), v.maxLength(60, 'must be at most 60 characters')),
    birthDay: dateText(),
    citizenshipCountryCode: countryCode(),
  }),
  async handle(ctx, input) {
    const { db, session, customerId } = ctx;
    // Whole years by the calendar on the sandbox's UTC day: accepted on the 18th birthday itself.
    const age = ageOn(input.birthDay, dayOf(ctx.sandbox.now()));
    if (age < ADULT_AGE || age > 120) {
      return failure('VF', 'Validation failed', {
        validationErrors: [{ param: 'birthDay', description: 'must be the birthday of an adult' }],
      });
    }
    await db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, birthDay: input.birthDay })
      .where(eq(users.id, session.userId));
    await db
      .insert(kycProfiles)
      .values({ customerId, citizenshipCountryCode: input.citizenshipCountryCode })
      .onConflictDoUpdate({
        target: kycProfiles.customerId,
        set: { citizenshipCountryCode: input.citizenshipCountryCode },
      });
    await db.update(customers).set({ isNeedPersonalInfoUpdate: false }).where(eq(customers.id, customerId));
    return ok({ profile: await profileOf(ctx) });
  },
});

const customerTaxNumberUpdate = sessionMethod({
  name: 'customerTaxNumberUpdate',
  payload: v.object({
    taxId: v.pipe(requiredText(), v.regex(/^[A-Za-z0-9 -]{4,30}$/, 'must be 4 to 30 letters, digits, spaces or -')),
    positionId: v.optional(id()),
  }),
  async handle({ db, customerId, accessRights }, { taxId, positionId }) {
    if (positionId === undefined) {
      await db.update(customers).set({ taxId: taxId.toUpperCase() }).where(eq(customers.id, customerId));
      return ok();
    }
    // A representative's tax number (WIRE-business.md): one of the company's, by a user with full access.
    if (accessRights !== 2) return accessDenied();
    const position = and(eq(representatives.id, positionId), eq(representatives.companyCustomerId, customerId));
    const [representative] = await db.select({ typeId: representatives.typeId }).from(representatives).where(position);
    if (!representative) return failure('TA1', 'Unknown representative');
    // A shareholding company (type 9) has no personal tax number: the bank has not implemented it (spec 7.2).
    if (representative.typeId === 9) return notImplemented();
    await db.update(representatives).set({ taxId: taxId.toUpperCase() }).where(position);
    return ok();
  },
});

const clientIpInfo = sessionMethod({
  name: 'clientIpInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId, ip }) {
    const [customer] = await db
      .select({ country: customers.residenceCountryCode })
      .from(customers)
      .where(eq(customers.id, customerId));
    return ok({ ...ipPrivacy(ip, customer?.country ?? null) });
  },
});

export const profileMethods: MethodDefinition[] = [
  profileInquiry,
  emailInquiry,
  kycPersonalInfoUpdate,
  customerTaxNumberUpdate,
  clientIpInfo,
];
