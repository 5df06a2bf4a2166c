// The FATCA/CRS certification methods (WIRE-business.md): personal, business (acting for the company, full
// access to change) and representative (with the representative's auth secret, no session), get and update.
import { businessWForm, needsLossOfNationality, personalWForm } from '@paydeck/kyc/api';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, invalid, ok, type ValidationError, validationFailed } from '../../api/answers.ts';
import { requiredText } from '../../api/fields.ts';
import { type MethodDefinition, publicMethod, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { customerAddresses, customers } from '../customer/tables.ts';
import {
  type CertificationRow,
  certificationOf,
  completeIfReady,
  formDocument,
  instant,
  lossOfNationalityDocument,
  type Owner,
  saveAnswers,
  selfCertificationDocument,
} from './certification.ts';
import {
  BusinessPayload,
  businessAnswers,
  PersonalPayload,
  type PersonalInput,
  storedTaxId,
  taxIdErrors,
} from './payloads.ts';
import { holderOf, type SecretHolder } from './secrets.ts';

const answerOf = (row: CertificationRow | undefined) => (row?.answers ?? {}) as Record<string, unknown>;
const field = (answers: Record<string, unknown>, name: string) => answers[name] ?? null;

export function personalView(row: CertificationRow | undefined, fallback: string, now: Date) {
  const a = answerOf(row);
  return {
    signedAt: instant(row?.signedAt ?? null),
    cityOfBirth: field(a, 'cityOfBirth'),
    countryOfBirth: field(a, 'countryOfBirth'),
    dateOfBirth: field(a, 'dateOfBirth'),
    citizenship: field(a, 'citizenship'),
    taxIds: a.taxIds ?? [],
    hasUSIndicia: field(a, 'hasUSIndicia'),
    isUSTaxPayer: field(a, 'isUSTaxPayer'),
    isUSTaxPayerDueDiligence: a.hasUSIndicia === true && a.isUSTaxPayer === false,
    addressId: field(a, 'addressId'),
    phoneCountryCode: field(a, 'phoneCountryCode'),
    requiredForm: row?.requiredForm ?? null,
    taxResidencySelfCertificationDocument: selfCertificationDocument(row, fallback, now),
    w8benDocument: formDocument(row, 'W-8BEN', now),
    w9Document: formDocument(row, 'W-9', now),
    certificateOfLossOfNationalityDocument: lossOfNationalityDocument(row, now),
  };
}

const businessFields = [
  'registrationCountryCode',
  'entityType',
  'name',
  'placeOfBusinessAddressId',
  'registeredAddressId',
  'isFinancialInstitution',
  'giin',
  'giinMissingReason',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'companySecurityMarket',
  'companyTicket',
  'isOwnPubliclyTradedCompany',
  'companyOwnedByYou',
  'isEarnPassiveIncome',
  'hasUSIndicia',
  'hasSingleNonUSowner',
  'isUSTaxPayer',
  'isDisregardedEntity',
] as const;

export function businessView(
  row: CertificationRow | undefined,
  company: { name: string | null; registrationCountryCode: string; status: string },
  now: Date,
) {
  const a = answerOf(row);
  const answers = Object.fromEntries(businessFields.map((name) => [name, field(a, name)]));
  return {
    signedAt: instant(row?.signedAt ?? null),
    ...answers,
    name: answers.name ?? company.name,
    registrationCountryCode: answers.registrationCountryCode ?? company.registrationCountryCode,
    taxIds: a.taxIds ?? [],
    controllingPersons: a.controllingPersons ?? [],
    requiredForm: row?.requiredForm ?? null,
    w8beneDocument: formDocument(row, 'W-8BEN-E', now),
    w8benDocument: formDocument(row, 'W-8BEN', now),
    w9Document: formDocument(row, 'W-9', now),
    taxResidencySelfCertificationDocument: selfCertificationDocument(row, company.status, now),
  };
}

async function customerOf(db: Db, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  return customer;
}

/** The customer's live address ids (the certification's addresses must be among them). */
async function addressIdsOf(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.status, 'replaced')));
  return rows.map((row) => row.id);
}

/** Stores a person's answers (personal or representative) and completes at once when nothing is asked. */
async function savePersonal(
  db: Db,
  owner: Owner,
  input: PersonalInput,
  now: Date,
): Promise<{ errors: ValidationError[] } | { row: CertificationRow | undefined }> {
  const errors = taxIdErrors(input.taxIds, 'personal');
  if (errors.length > 0) return { errors };
  const us = {
    isUSTaxPayer: input.isUSTaxPayer,
    hasUSIndicia: input.hasUSIndicia,
    countryOfBirth: input.countryOfBirth,
  };
  const answers = {
    ...input,
    addressId: owner.kind === 'personal' ? (input.addressId ?? null) : null,
    phoneCountryCode: input.phoneCountryCode ?? null,
    taxIds: input.taxIds.map(storedTaxId),
  };
  const row = await saveAnswers(
    db,
    owner,
    { answers, requiredForm: personalWForm(us), needsLossOfNationality: needsLossOfNationality(us) },
    now,
  );
  return { row: await completeIfReady(db, row.id, now) };
}

const notPersonal = () => failure('TA1', 'The personal certification is for personal customers');
const notCompany = () => failure('TA1', 'The business certification is for companies');

const personalGet = sessionMethod({
  name: 'personalFatcaCrsCertificationGet',
  payload: v.object({}),
  async handle({ db, sandbox, customerId }) {
    const customer = await customerOf(db, customerId);
    if (customer?.customerType !== 0) return notPersonal();
    const row = await certificationOf(db, { kind: 'personal', customerId, representativeId: null });
    return ok({ certification: personalView(row, customer.taxResidencyCertStatus, sandbox.now()) });
  },
});

const personalUpdate = sessionMethod({
  name: 'personalFatcaCrsCertificationUpdate',
  payload: PersonalPayload,
  async handle({ db, sandbox, customerId }, input) {
    const customer = await customerOf(db, customerId);
    if (customer?.customerType !== 0) return notPersonal();
    if (input.addressId !== undefined && !(await addressIdsOf(db, customerId)).includes(input.addressId)) {
      return invalid('addressId', 'is not one of your addresses');
    }
    const saved = await savePersonal(
      db,
      { kind: 'personal', customerId, representativeId: null },
      input,
      sandbox.now(),
    );
    if ('errors' in saved) return validationFailed(saved.errors);
    return ok({ certification: personalView(saved.row, customer.taxResidencyCertStatus, sandbox.now()) });
  },
});

async function companyFacts(db: Db, customerId: number) {
  const customer = await customerOf(db, customerId);
  if (!customer || customer.customerType === 0) return undefined;
  return {
    name: customer.businessName,
    registrationCountryCode: customer.residenceCountryCode,
    status: customer.taxResidencyCertStatus,
  };
}

const businessGet = sessionMethod({
  name: 'businessFatcaCrsCertificationGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, sandbox, customerId, accessRights }) {
    if (accessRights < 1) return accessDenied();
    const company = await companyFacts(db, customerId);
    if (!company) return notCompany();
    const row = await certificationOf(db, { kind: 'business', customerId, representativeId: null });
    return ok({ certification: businessView(row, company, sandbox.now()) });
  },
});

const businessUpdate = sessionMethod({
  name: 'businessFatcaCrsCertificationUpdate',
  payload: BusinessPayload,
  async handle({ db, sandbox, customerId, accessRights }, input) {
    if (accessRights !== 2) return accessDenied();
    const company = await companyFacts(db, customerId);
    if (!company) return notCompany();
    const checked = businessAnswers(input);
    if ('errors' in checked) return validationFailed(checked.errors);
    const own = await addressIdsOf(db, customerId);
    for (const param of ['placeOfBusinessAddressId', 'registeredAddressId'] as const) {
      const addressId = input[param];
      if (addressId !== undefined && !own.includes(addressId))
        return invalid(param, "is not one of the company's addresses");
    }
    const requiredForm = businessWForm({
      isUSTaxPayer: input.isUSTaxPayer ?? null,
      isDisregardedEntity: input.isDisregardedEntity ?? null,
      hasSingleNonUSowner: (checked.answers.hasSingleNonUSowner as boolean | null) ?? null,
    });
    const now = sandbox.now();
    const owner: Owner = { kind: 'business', customerId, representativeId: null };
    const row = await saveAnswers(
      db,
      owner,
      { answers: checked.answers, requiredForm, needsLossOfNationality: false },
      now,
    );
    const done = await completeIfReady(db, row.id, now);
    return ok({ certification: businessView(done, { ...company, status: company.status }, now) });
  },
});

const secretPayload = { authSecret: requiredText() };
const linkRefused = () => failure('13', 'Access denied');

export const representativeOwner = (holder: SecretHolder): Owner => ({
  kind: 'representative',
  customerId: holder.customerId,
  representativeId: holder.representativeId,
});

const representativeAnswer = (holder: SecretHolder, row: CertificationRow | undefined, now: Date) => ({
  certification: personalView(row, 'none', now),
  representative: { firstName: holder.firstName, lastName: holder.lastName, companyName: holder.companyName },
});

const representativeGet = publicMethod({
  name: 'representativeFatcaCrsCertificationGet',
  payload: v.object(secretPayload),
  async handle({ db, sandbox }, { authSecret }) {
    const holder = await holderOf(db, authSecret, sandbox.now());
    if (!holder) return linkRefused();
    const row = await certificationOf(db, representativeOwner(holder));
    return ok(representativeAnswer(holder, row, sandbox.now()));
  },
});

const representativeUpdate = publicMethod({
  name: 'representativeFatcaCrsCertificationUpdate',
  payload: v.object({ ...PersonalPayload.entries, ...secretPayload }),
  async handle({ db, sandbox }, { authSecret, ...input }) {
    const now = sandbox.now();
    const holder = await holderOf(db, authSecret, now);
    if (!holder) return linkRefused();
    const saved = await savePersonal(db, representativeOwner(holder), input, now);
    if ('errors' in saved) return validationFailed(saved.errors);
    return ok(representativeAnswer(holder, saved.row, now));
  },
});

export const certificationMethods: MethodDefinition[] = [
  personalGet,
  personalUpdate,
  businessGet,
  businessUpdate,
  representativeGet,
  representativeUpdate,
];
