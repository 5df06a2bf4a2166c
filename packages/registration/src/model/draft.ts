// The business registration draft (identity spec 3, 4.4; version 3.54): the shape the browser keeps between
// screens. It is read back from sessionStorage, so it is parsed, never trusted: every field has a default (a draft
// saved half-way parses), unknown keys are dropped (no password or code can ride along), and a draft of another
// version fails to parse (ignored). Pure: no React, no storage (see draft-store.ts).
import * as v from 'valibot';

/** Spec 9: the registration draft version. A stored draft of another version is ignored. */
export const DRAFT_VERSION = '3.54';

const text = v.optional(v.string(), '');
const choice = v.optional(v.nullable(v.number()), null);
const yesNo = v.optional(v.nullable(v.boolean()), null);
const ids = v.optional(v.array(v.string()), () => []);
/** A percentage, 0–100 with decimals (e.g. 12.5); NaN and infinities do not parse. */
const percent = v.pipe(v.number(), v.finite());

/** An address as a form holds it (empty strings until filled). */
export const DraftAddressSchema = v.object({
  address1: text,
  address2: text,
  city: text,
  postalCode: text,
  countryCode: text,
  stateCode: text,
});
export type DraftAddress = v.InferOutput<typeof DraftAddressSchema>;

/** A phone: `countryCode` digits without '+' (spec 5 strips it before sending), `number` the national number. */
export const DraftPhoneSchema = v.object({ countryCode: text, number: text });
export type DraftPhone = v.InferOutput<typeof DraftPhoneSchema>;

export const emptyAddress = (): DraftAddress => v.parse(DraftAddressSchema, {});
export const emptyPhone = (): DraftPhone => v.parse(DraftPhoneSchema, {});

/**
 * A person of the draft: a director, owner, person shareholder or user (or several at once: one person, one
 * entry, referenced by `id` from `directors`, `owners`, shareholder entries and company directors).
 * `sourceOfFunds` the chosen ids of the personal sources-of-funds dictionary; `sourceDetails` a text per chosen
 * id (key: the id as a string), asked of a person whose share is above 25 percent (spec 5, 9).
 * `isUser` marks a company user; `accessRights` the user's rights (spec 3: 0 none, 2 main user; 1, 3, 4 the
 * other company rights), meaningful only with `isUser`. A share is not here: it belongs to each shareholder
 * entry (one person may hold shares at several levels); see `personShare` in draft-rules.ts.
 */
export const PersonSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  firstName: text,
  lastName: text,
  /** ISO date YYYY-MM-DD, or '' until given. */
  birthday: text,
  email: text,
  phone: v.optional(DraftPhoneSchema, emptyPhone),
  address: v.optional(DraftAddressSchema, emptyAddress),
  taxId: text,
  sourceOfFunds: v.optional(v.array(v.number()), () => []),
  sourceDetails: v.optional(v.record(v.string(), v.string()), () => ({})),
  isUser: v.optional(v.boolean(), false),
  accessRights: v.optional(v.number(), 0),
});
export type Person = v.InferOutput<typeof PersonSchema>;

/** One holder of shares at a level (the root company's list, or a company shareholder's own list). */
export const ShareholderSchema = v.variant('kind', [
  v.object({ kind: v.literal('person'), personId: v.pipe(v.string(), v.nonEmpty()), share: percent }),
  v.object({ kind: v.literal('company'), companyId: v.pipe(v.string(), v.nonEmpty()), share: percent }),
]);
export type Shareholder = v.InferOutput<typeof ShareholderSchema>;

/**
 * A company holding shares (companyForm): its identity, its directors (person ids, at least one) and its own
 * shareholders (the next level; a company entry there points at another company of `companies`).
 */
export const CompanySchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: text,
  registrationCountryCode: text,
  registrationNumber: text,
  /** ISO date YYYY-MM-DD, or ''. */
  registrationDate: text,
  businessTaxId: text,
  address: v.optional(DraftAddressSchema, emptyAddress),
  directors: ids,
  shareholders: v.optional(v.array(ShareholderSchema), () => []),
});
export type Company = v.InferOutput<typeof CompanySchema>;

/** generalForm: what the business is and how to reach it. `registrationType` one of the brand's business types. */
export const GeneralFormSchema = v.object({
  registrationType: text,
  name: text,
  tradingName: text,
  email: text,
  phone: v.optional(DraftPhoneSchema, emptyPhone),
  website: text,
  description: text,
});
export type GeneralForm = v.InferOutput<typeof GeneralFormSchema>;

/** legalForm: the company as registered: country, number, date, tax id, registered address, place of business. */
export const LegalFormSchema = v.object({
  registrationCountryCode: text,
  registrationNumber: text,
  registrationDate: text,
  businessTaxId: text,
  legalAddress: v.optional(DraftAddressSchema, emptyAddress),
  /** True when the business is run from the registered address (then `businessAddress` is not asked). */
  sameBusinessAddress: v.optional(v.boolean(), true),
  businessAddress: v.optional(DraftAddressSchema, emptyAddress),
});
export type LegalForm = v.InferOutput<typeof LegalFormSchema>;

/** financialInfoForm: kyc's financialDetail (WIRE-business.md) as a form holds it. */
export const FinancialInfoFormSchema = v.object({
  annualTurnover: text,
  currencyCode: v.optional(v.string(), 'EUR'),
  sourceOfFundsId: choice,
  purposeOfAccountId: choice,
  estimatedMonthlyDepositId: choice,
});
export type FinancialInfoForm = v.InferOutput<typeof FinancialInfoFormSchema>;

/** dueDilligenceForm (the spec's spelling): kyc's dueDiligenceQuestionnaire as a form holds it. */
export const DueDilligenceFormSchema = v.object({
  isRegulated: yesNo,
  regulatorName: text,
  licenceNumber: text,
  hasPoliticallyExposedPersons: yesNo,
  operatesInSanctionedCountries: yesNo,
  countriesOfOperation: ids,
  /** Digits as typed; a whole number ≥ 0 when valid. */
  numberOfEmployees: text,
});
export type DueDilligenceForm = v.InferOutput<typeof DueDilligenceFormSchema>;

export const AdditionalAnswerSchema = v.object({ questionId: v.number(), answer: v.string() });
export type AdditionalAnswer = v.InferOutput<typeof AdditionalAnswerSchema>;

/**
 * The draft. `directors` and `owners` (ultimate beneficial owners) are person ids of the root company;
 * `shareholders` its first level; `companies` every company shareholder at any level; users are the persons
 * with `isUser` (spec 3 lists no separate users field).
 */
export const DraftSchema = v.object({
  version: v.literal(DRAFT_VERSION),
  generalForm: v.optional(GeneralFormSchema, () => v.parse(GeneralFormSchema, {})),
  financialInfoForm: v.optional(FinancialInfoFormSchema, () => v.parse(FinancialInfoFormSchema, {})),
  dueDilligenceForm: v.optional(DueDilligenceFormSchema, () => v.parse(DueDilligenceFormSchema, {})),
  legalForm: v.optional(LegalFormSchema, () => v.parse(LegalFormSchema, {})),
  persons: v.optional(v.array(PersonSchema), () => []),
  companies: v.optional(v.array(CompanySchema), () => []),
  directors: ids,
  owners: ids,
  shareholders: v.optional(v.array(ShareholderSchema), () => []),
  additionalQuestionAnswers: v.optional(v.array(AdditionalAnswerSchema), () => []),
});
export type Draft = v.InferOutput<typeof DraftSchema>;

/** A fresh, empty draft. */
export const emptyDraft = (): Draft => v.parse(DraftSchema, { version: DRAFT_VERSION });

/** A person with only an id (the hubs fill the rest). */
export const emptyPerson = (id: string): Person => v.parse(PersonSchema, { id });

/** A company shareholder with only an id. */
export const emptyCompany = (id: string): Company => v.parse(CompanySchema, { id });

/**
 * What was stored, as a draft: null when it is not a draft of this version (another version, a broken or
 * tampered value). Unknown keys (a password, a code) are dropped.
 */
export function readDraft(stored: unknown): Draft | null {
  const result = v.safeParse(DraftSchema, stored);
  return result.success ? result.output : null;
}

/** A new id for a person or a company of the draft (random, not guessable from others). */
export function newDraftId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
