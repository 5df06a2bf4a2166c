// personalAccountCreate (WIRE.md "Personal registration"): a personal customer waiting for activation (kind 0,
// unverified, KYC needed), its user with the chosen password, its phone (unconfirmed), the current terms accepted,
// and the activation e-mail. One call per intent (Idempotency-Key); limited per client address.
import { ADULT_AGE, ageOn, dayOf } from '@paydeck/api-client/calendar';
import { PERSONAL_REGISTRATION_TYPES } from '@paydeck/brand-config';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { dateText, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { customerAccesses, customers, phones, terms, termsAcceptances, users } from '../customer/tables.ts';
import { newPassword } from '../identity/account-access.ts';
import { hashPassword } from '../identity/crypto.ts';
import { sendActivationEmail } from './activation.ts';
import { emailExistence } from './email-check.ts';
import { countryField, emailField, nameField } from './fields.ts';
import { openOnce } from './opening.ts';
import { registrations } from './tables.ts';

export const MIN_AGE = ADULT_AGE;
export const MAX_AGE = 120;

const payload = v.object({
  registrationType: v.picklist(PERSONAL_REGISTRATION_TYPES, 'must be one of the personal types'),
  email: emailField(),
  password: newPassword(),
  firstName: nameField(),
  lastName: nameField(),
  birthDay: dateText(),
  residenceCountryCode: countryField(),
  phoneCountryCode: v.pipe(requiredText(), v.regex(/^\+?\d{1,4}$/, 'must be 1 to 4 digits')),
  phone: v.pipe(requiredText(), v.regex(/^\d{4,14}$/, 'must be 4 to 14 digits')),
  termsAccepted: v.literal(true, 'must be accepted'),
});

const personalAccountCreate = publicMethod({
  name: 'personalAccountCreate',
  payload,
  handle: (ctx, input) =>
    openOnce(ctx, (db, requestKey) => openPersonal(db, ctx.sandbox.now(), input, requestKey, ctx.lang)),
});

async function openPersonal(db: Db, now: Date, input: v.InferOutput<typeof payload>, requestKey: string, lang: Lang) {
  const age = ageOn(input.birthDay, dayOf(now));
  if (age < MIN_AGE || age > MAX_AGE)
    return invalid('birthDay', `must make the person ${MIN_AGE} to ${MAX_AGE} years old`);
  if ((await emailExistence(db, input.email)).exists) return invalid('email', 'is taken');

  const [customer] = await db
    .insert(customers)
    .values({ customerType: 0, residenceCountryCode: input.residenceCountryCode, isNeedKyc: true, createdAt: now })
    .returning({ id: customers.id });
  if (!customer) throw new Error('Customer insert returned nothing');
  const [user] = await db
    .insert(users)
    .values({
      login: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      birthDay: input.birthDay,
      customerId: customer.id,
      userType: 1,
      createdAt: now,
    })
    .returning({ id: users.id, login: users.login });
  if (!user) throw new Error('User insert returned nothing');
  await db.insert(customerAccesses).values({ userId: user.id, customerId: customer.id, accessRights: 2 });
  await db.insert(phones).values({
    customerId: customer.id,
    countryCode: input.phoneCountryCode.replace(/^\++/, ''),
    number: input.phone,
  });
  const current = await db.select({ id: terms.id }).from(terms);
  if (current.length > 0) {
    await db
      .insert(termsAcceptances)
      .values(current.map((entry) => ({ userId: user.id, termsId: entry.id, acceptedAt: now })));
  }
  await db.insert(registrations).values({
    customerId: customer.id,
    userId: user.id,
    kind: 'personal',
    registrationType: input.registrationType,
    requestKey,
    createdAt: now,
  });
  await sendActivationEmail(db, now, user, 'activation', lang);
  return ok({ email: user.login });
}

export const personalMethods: MethodDefinition[] = [personalAccountCreate];
