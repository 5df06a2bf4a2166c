// businessAccountCreate (identity spec 7.2 "account create (very large payload holding the registration draft)";
// WIRE.md "Business registration"): the draft is read as the browser's DraftSchema, checked by every section rule
// (business-checks.ts; the browser's checks are never trusted), and only then the company is opened: the business
// customer, its profile, addresses, phone and representatives, the applicant's user waiting for the business
// activation, and the other users' invitations, sent when the business is activated (invitations.ts).
import { type Draft, parseWireDraft } from '@paydeck/registration/api';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok, type ValidationError, validationFailed } from '../../api/answers.ts';
import { TEXT_MAX } from '../../api/fields.ts';
import { describeIssues } from '../../api/issues.ts';
import { stringsIn } from '../../api/json-strings.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { unsafeTextReason } from '../../api/text-rules.ts';
import type { Db } from '../../db/open.ts';
import type { Lang } from '../../lang.ts';
import { fromCents, toCents } from '../../money.ts';
import { companyProfiles } from '../company/tables.ts';
import { customerAccesses, customerAddresses, customers, phones, representatives, users } from '../customer/tables.ts';
import { newPassword } from '../identity/account-access.ts';
import { hashPassword } from '../identity/crypto.ts';
import { sendActivationEmail } from './activation.ts';
import { businessApplicationErrors, type Existence } from './business-checks.ts';
import { createRepresentatives } from './business-people.ts';
import { EMPLOYEE_USER_TYPE } from './email-check.ts';
import { emailField } from './fields.ts';
import { openOnce } from './opening.ts';
import { businessResolutions, registrations, registrationUsers } from './tables.ts';

const payload = v.object({
  email: emailField(),
  password: newPassword(),
  resolutionId: v.optional(v.pipe(v.string('is unknown'), v.uuid('is unknown'))),
  draft: v.unknown(),
});

/** Which of the draft's e-mails are sign-ins already (one query for all). */
async function existenceOf(db: Db, draft: Draft, email: string): Promise<Existence> {
  const emails = [...new Set([email, ...draft.persons.map((person) => person.email.trim().toLowerCase())])].filter(
    Boolean,
  );
  const rows = await db
    .select({ login: users.login, userType: users.userType })
    .from(users)
    .where(inArray(users.login, emails));
  const known = new Map(rows.map((row) => [row.login, row.userType === EMPLOYEE_USER_TYPE]));
  return (one) => ({ exists: known.has(one), isEmployee: known.get(one) === true });
}

/**
 * Every text of the draft, field names too, is one line of safe text of at most TEXT_MAX characters (review L2:
 * names, addresses and answers become the company's); the sections' own limits are checked after.
 */
function unsafeDraftText(draft: Draft): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const { path, text: value, isKey } of stringsIn(draft)) {
    const tooLong = value.length > TEXT_MAX ? `must be at most ${TEXT_MAX} characters` : undefined;
    const reason = unsafeTextReason(value) ?? tooLong;
    const param = path ? `draft.${path}` : 'draft';
    if (reason) errors.push({ param, description: isKey ? `a field name ${reason}` : reason });
  }
  return errors;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

async function openCompany(db: Db, now: Date, draft: Draft) {
  const { generalForm: general, legalForm: legal, financialInfoForm: financial, dueDilligenceForm: dd } = draft;
  const [customer] = await db
    .insert(customers)
    .values({
      customerType: 2,
      businessName: general.name.trim(),
      residenceCountryCode: legal.registrationCountryCode.trim().toUpperCase(),
      taxId: text(legal.businessTaxId),
      isNeedKyc: true,
      createdAt: now,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('Customer insert returned nothing');
  await db.insert(companyProfiles).values({
    customerId: customer.id,
    registrationCountryCode: legal.registrationCountryCode.trim().toUpperCase(),
    tradingName: text(general.tradingName),
    email: general.email.trim().toLowerCase(),
    registrationNumber: legal.registrationNumber.trim(),
    registrationDate: legal.registrationDate,
    website: text(general.website),
    description: text(general.description),
    industryId: (general as { industryId?: number | null }).industryId ?? null,
    financialDetail: {
      annualTurnover: fromCents(toCents(financial.annualTurnover.trim()) ?? 0n),
      currencyCode: financial.currencyCode.trim(),
      sourceOfFundsId: financial.sourceOfFundsId ?? 0,
      purposeOfAccountId: financial.purposeOfAccountId ?? 0,
      estimatedMonthlyDepositId: financial.estimatedMonthlyDepositId ?? 0,
    },
    dueDiligence: {
      isRegulated: dd.isRegulated === true,
      regulatorName: dd.isRegulated ? dd.regulatorName.trim() : null,
      licenceNumber: dd.isRegulated ? dd.licenceNumber.trim() : null,
      hasPoliticallyExposedPersons: dd.hasPoliticallyExposedPersons === true,
      operatesInSanctionedCountries: dd.operatesInSanctionedCountries === true,
      countriesOfOperation: [...new Set(dd.countriesOfOperation)],
      numberOfEmployees: Number(dd.numberOfEmployees.trim()),
    },
    additionalQuestionAnswers: draft.additionalQuestionAnswers,
    sourceOfWealthTypeIds: [],
  });
  const address = (from: typeof legal.legalAddress, addressType: 2 | 5) => ({
    customerId: customer.id,
    address1: from.address1.trim(),
    address2: text(from.address2),
    city: from.city.trim(),
    postalCode: from.postalCode.trim(),
    countryCode: from.countryCode.trim().toUpperCase(),
    stateCode: text(from.stateCode),
    addressType,
    addressStatus: 1,
    status: addressType === 2 ? 'confirmed' : 'open',
    createdAt: now,
  });
  await db
    .insert(customerAddresses)
    .values([
      address(legal.legalAddress, 2),
      address(legal.sameBusinessAddress ? legal.legalAddress : legal.businessAddress, 5),
    ]);
  await db.insert(phones).values({
    customerId: customer.id,
    countryCode: general.phone.countryCode.trim().replace(/^\++/, ''),
    number: general.phone.number.replace(/\D/g, ''),
  });
  return customer.id;
}

const businessAccountCreate = publicMethod({
  name: 'businessAccountCreate',
  payload,
  handle: (ctx, input) =>
    openOnce(ctx, (db, requestKey) => openBusiness(db, ctx.sandbox.now(), input, requestKey, ctx.lang)),
});

async function openBusiness(db: Db, now: Date, input: v.InferOutput<typeof payload>, requestKey: string, lang: Lang) {
  const parsed = parseWireDraft(input.draft);
  if (!parsed.success) {
    return validationFailed(
      describeIssues(parsed.issues).map((e) => ({ ...e, param: `draft.${e.param}`.replace(/\.body$/, '') })),
    );
  }
  const draft = parsed.draft;
  const unsafe = unsafeDraftText(draft);
  if (unsafe.length > 0) return validationFailed(unsafe);
  const existence = await existenceOf(db, draft, input.email);
  const errors = businessApplicationErrors(draft, input.email, existence);
  if (errors.length > 0) return validationFailed(errors);
  if (input.resolutionId) {
    const [known] = await db
      .select({ id: businessResolutions.id })
      .from(businessResolutions)
      .where(eq(businessResolutions.id, input.resolutionId));
    if (!known) return invalid('resolutionId', 'is unknown');
  }

  const customerId = await openCompany(db, now, draft);
  const people = await createRepresentatives(db, customerId, draft);
  const applicant = people.find(
    (entry) => entry.person.isUser && entry.person.email.trim().toLowerCase() === input.email,
  );
  if (!applicant) throw new Error('The checks let an application without its applicant through');
  const [user] = await db
    .insert(users)
    .values({
      login: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: applicant.person.firstName.trim(),
      lastName: applicant.person.lastName.trim(),
      birthDay: text(applicant.person.birthday),
      customerId,
      userType: 1,
      createdAt: now,
    })
    .returning({ id: users.id, login: users.login });
  if (!user) throw new Error('User insert returned nothing');
  await db.insert(customerAccesses).values({ userId: user.id, customerId, accessRights: 2 });
  const [registration] = await db
    .insert(registrations)
    .values({
      customerId,
      userId: user.id,
      kind: 'business',
      registrationType: draft.generalForm.registrationType,
      industryId: (draft.generalForm as { industryId?: number | null }).industryId ?? null,
      resolutionId: input.resolutionId ?? null,
      requestKey,
      draft: draft as unknown as Record<string, unknown>,
      createdAt: now,
    })
    .returning({ id: registrations.id });
  if (!registration) throw new Error('Registration insert returned nothing');
  for (const entry of people.filter((one) => one.person.isUser)) {
    const [rowId = 0] = entry.rowIds;
    await db
      .update(representatives)
      .set({ accessRights: entry.person.accessRights })
      .where(eq(representatives.id, rowId));
    const email = entry.person.email.trim().toLowerCase();
    if (entry === applicant) {
      await db.update(representatives).set({ userId: user.id }).where(eq(representatives.id, rowId));
      continue;
    }
    const kind = existence(email).isEmployee ? 'employee' : 'invite';
    await db.insert(registrationUsers).values({
      registrationId: registration.id,
      representativeId: rowId,
      email,
      accessRights: entry.person.accessRights,
      kind,
    });
  }
  await sendActivationEmail(db, now, user, 'activationBusiness', lang, draft.generalForm.name.trim());
  return ok({ email: user.login });
}

export const businessMethods: MethodDefinition[] = [businessAccountCreate];
