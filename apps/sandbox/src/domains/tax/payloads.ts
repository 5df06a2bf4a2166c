// The certification payloads (WIRE-business.md "Tax self-certification") and the rules valibot cannot say:
// the TIN rules and the questions that apply are the browser's (`taxIdProblem`, `businessQuestions`,
// `needsControllingPersons` of @paydeck/kyc/api), so the sandbox refuses exactly what the forms prevent.
import {
  type BusinessQuestion,
  businessQuestions,
  duplicateCountryIndexes,
  entityTypes,
  isGiin,
  needsControllingPersons,
  type TaxIdProblem,
  type TaxKind,
  taxIdProblem,
  tinMissingReasons,
} from '@paydeck/kyc/api';
import * as v from 'valibot';
import type { ValidationError } from '../../api/answers.ts';
import { dateText, flag, id, limitedText, requiredText, text } from '../../api/fields.ts';

const country = (message = 'must be a country code') =>
  v.pipe(v.string(message), v.regex(/^[A-Za-z]{2}$/, message), v.toUpperCase());
const shortText = limitedText;

export const TaxIdPayload = v.object({
  countryCode: country(),
  taxId: v.optional(shortText(40)),
  tinMissingReason: v.optional(v.picklist(tinMissingReasons, `must be ${tinMissingReasons.join(', ')}`)),
  tinMissingExplanation: v.optional(shortText(500)),
});
export type TaxIdInput = v.InferOutput<typeof TaxIdPayload>;
const taxIds = v.pipe(
  v.array(TaxIdPayload, 'must be a list'),
  v.nonEmpty('must not be empty'),
  v.maxLength(10, 'must have at most 10 entries'),
);

const problemText: Record<TaxIdProblem, [string, string]> = {
  countryMissing: ['countryCode', 'is required'],
  taxIdMissing: ['taxId', 'is required (or a tinMissingReason)'],
  taxIdFormat: ['taxId', 'is not a tax identification number'],
  usTaxIdFormat: ['taxId', 'must be nine digits'],
  reasonMissing: ['tinMissingReason', 'is required'],
  reasonNotAllowed: ['tinMissingReason', 'is not allowed for this country (its tax id is required)'],
  explanationMissing: ['tinMissingExplanation', 'is required with CANNOT_OBTAIN'],
  explanationTooLong: ['tinMissingExplanation', 'must be at most 500 characters'],
};

/** The TIN rules over a list of tax residences (spec 3 and 5), as VF entries under `prefix`. */
export function taxIdErrors(entries: readonly TaxIdInput[], kind: TaxKind, prefix = 'taxIds'): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [i, entry] of entries.entries()) {
    const at = (field: string, description: string) => errors.push({ param: `${prefix}.${i}.${field}`, description });
    if (entry.taxId && entry.tinMissingReason) {
      at('tinMissingReason', 'is sent only without a tax id');
      continue;
    }
    if (entry.tinMissingExplanation && entry.tinMissingReason !== 'CANNOT_OBTAIN') {
      at('tinMissingExplanation', 'is sent only with CANNOT_OBTAIN');
      continue;
    }
    const problem = taxIdProblem(
      {
        countryCode: entry.countryCode,
        taxId: entry.taxId ?? '',
        noTaxId: !entry.taxId,
        tinMissingReason: entry.tinMissingReason ?? '',
        tinMissingExplanation: entry.tinMissingExplanation ?? '',
      },
      kind,
    );
    if (problem) at(...problemText[problem]);
  }

  for (const i of duplicateCountryIndexes(entries))
    errors.push({ param: `${prefix}.${i}.countryCode`, description: 'is given twice' });
  return errors;
}

/** A tax residence as stored and answered: absent fields null. */
export const storedTaxId = (entry: TaxIdInput) => ({
  countryCode: entry.countryCode,
  taxId: entry.taxId ? entry.taxId.toUpperCase() : null,
  tinMissingReason: entry.taxId ? null : (entry.tinMissingReason ?? null),
  tinMissingExplanation: entry.tinMissingReason === 'CANNOT_OBTAIN' ? (entry.tinMissingExplanation ?? null) : null,
});

export const PersonalPayload = v.object({
  dateOfBirth: dateText(),
  countryOfBirth: country(),
  cityOfBirth: v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters')),
  citizenship: country(),
  addressId: v.optional(id()),
  hasUSIndicia: flag(),
  isUSTaxPayer: flag(),
  phoneCountryCode: v.optional(v.pipe(text(), v.regex(/^\d{1,4}$/, 'must be 1 to 4 digits'))),
  taxIds,
});
export type PersonalInput = v.InferOutput<typeof PersonalPayload>;

const ControllingPerson = v.object({
  firstName: v.pipe(requiredText(), v.maxLength(100)),
  lastName: v.pipe(requiredText(), v.maxLength(100)),
  dateOfBirth: dateText(),
  countryOfBirth: country(),
  cityOfBirth: v.pipe(requiredText(), v.maxLength(100)),
  address: v.object({
    address1: v.pipe(requiredText(), v.maxLength(200)),
    city: v.pipe(requiredText(), v.maxLength(100)),
    postalCode: v.pipe(requiredText(), v.maxLength(20)),
    countryCode: country(),
  }),
  taxIds,
});

const answer = () => v.optional(flag());
const listing = v.object({
  name: v.pipe(requiredText(), v.maxLength(200)),
  market: v.pipe(requiredText(), v.maxLength(100)),
  ticker: v.pipe(requiredText(), v.maxLength(20)),
});

export const BusinessPayload = v.object({
  name: v.pipe(requiredText(), v.maxLength(200, 'must be at most 200 characters')),
  registrationCountryCode: country(),
  entityType: v.picklist(entityTypes, `must be ${entityTypes.join(', ')}`),
  placeOfBusinessAddressId: v.optional(id()),
  registeredAddressId: v.optional(id()),
  giin: v.optional(shortText(40)),
  giinMissingReason: v.optional(shortText(500)),
  isUsingClientFunds: answer(),
  isManagedByFinancialInstitution: answer(),
  isPubliclyTraded: answer(),
  companySecurityMarket: v.optional(shortText(100)),
  companyTicket: v.optional(shortText(20)),
  isOwnPubliclyTradedCompany: answer(),
  companyOwnedByYou: v.optional(listing),
  isEarnPassiveIncome: answer(),
  hasUSIndicia: answer(),
  isUSTaxPayer: answer(),
  isDisregardedEntity: answer(),
  hasSingleNonUSowner: answer(),
  taxIds,
  controllingPersons: v.optional(v.pipe(v.array(ControllingPerson), v.maxLength(20)), []),
});
export type BusinessInput = v.InferOutput<typeof BusinessPayload>;

const nullable = <T>(value: T | undefined): T | null => (value === undefined || value === '' ? null : value);

/** The answers that apply (questions not shown are null), or what is missing or wrong. */
export function businessAnswers(
  input: BusinessInput,
): { answers: Record<string, unknown> } | { errors: ValidationError[] } {
  const classification = {
    entityType: input.entityType,
    registrationCountryCode: input.registrationCountryCode,
    isManagedByFinancialInstitution: nullable(input.isManagedByFinancialInstitution),
    isPubliclyTraded: nullable(input.isPubliclyTraded),
    isOwnPubliclyTradedCompany: nullable(input.isOwnPubliclyTradedCompany),
    isEarnPassiveIncome: nullable(input.isEarnPassiveIncome),
    isUSTaxPayer: nullable(input.isUSTaxPayer),
    isDisregardedEntity: nullable(input.isDisregardedEntity),
  };
  const shown = new Set<BusinessQuestion>(businessQuestions(classification));
  const errors: ValidationError[] = [];
  const need = (param: string, value: unknown) => {
    if (value === undefined || value === '') errors.push({ param, description: 'is required' });
  };
  if (shown.has('giin')) {
    if (input.giin) {
      if (!isGiin(input.giin)) errors.push({ param: 'giin', description: 'must be a GIIN (XXXXXX.XXXXX.XX.XXX)' });
    } else need('giinMissingReason', input.giinMissingReason);
  }
  const questions: [BusinessQuestion, keyof BusinessInput][] = [
    ['isUsingClientFunds', 'isUsingClientFunds'],
    ['isManagedByFinancialInstitution', 'isManagedByFinancialInstitution'],
    ['isPubliclyTraded', 'isPubliclyTraded'],
    ['isOwnPubliclyTradedCompany', 'isOwnPubliclyTradedCompany'],
    ['isEarnPassiveIncome', 'isEarnPassiveIncome'],
    ['hasSingleNonUSowner', 'hasSingleNonUSowner'],
    ['companyOwnedByYou', 'companyOwnedByYou'],
  ];
  for (const [question, field] of questions) if (shown.has(question)) need(field, input[field]);
  if (shown.has('publicListing')) {
    need('companySecurityMarket', input.companySecurityMarket);
    need('companyTicket', input.companyTicket);
  }
  need('isUSTaxPayer', input.isUSTaxPayer);
  need('isDisregardedEntity', input.isDisregardedEntity);
  const controlling = needsControllingPersons(classification);
  if (controlling && input.controllingPersons.length === 0) {
    errors.push({ param: 'controllingPersons', description: 'must name at least one controlling person' });
  }
  if (!controlling && input.controllingPersons.length > 0) {
    errors.push({ param: 'controllingPersons', description: 'are not asked of this entity' });
  }
  errors.push(...taxIdErrors(input.taxIds, 'business'));
  for (const [i, person] of input.controllingPersons.entries()) {
    errors.push(...taxIdErrors(person.taxIds, 'personal', `controllingPersons.${i}.taxIds`));
  }
  if (errors.length > 0) return { errors };
  const when = <T>(question: BusinessQuestion, value: T | undefined) => (shown.has(question) ? nullable(value) : null);
  return {
    answers: {
      name: input.name,
      registrationCountryCode: input.registrationCountryCode,
      entityType: input.entityType,
      placeOfBusinessAddressId: nullable(input.placeOfBusinessAddressId),
      registeredAddressId: nullable(input.registeredAddressId),
      isFinancialInstitution: input.entityType === 'financial-institution',
      giin: shown.has('giin') && input.giin ? input.giin.toUpperCase() : null,
      giinMissingReason: shown.has('giin') && !input.giin ? nullable(input.giinMissingReason) : null,
      isUsingClientFunds: when('isUsingClientFunds', input.isUsingClientFunds),
      isManagedByFinancialInstitution: when('isManagedByFinancialInstitution', input.isManagedByFinancialInstitution),
      isPubliclyTraded: when('isPubliclyTraded', input.isPubliclyTraded),
      companySecurityMarket: when('publicListing', input.companySecurityMarket),
      companyTicket: when('publicListing', input.companyTicket),
      isOwnPubliclyTradedCompany: when('isOwnPubliclyTradedCompany', input.isOwnPubliclyTradedCompany),
      companyOwnedByYou: when('companyOwnedByYou', input.companyOwnedByYou),
      isEarnPassiveIncome: when('isEarnPassiveIncome', input.isEarnPassiveIncome),
      hasUSIndicia: nullable(input.hasUSIndicia),
      hasSingleNonUSowner: when('hasSingleNonUSowner', input.hasSingleNonUSowner),
      isUSTaxPayer: nullable(input.isUSTaxPayer),
      isDisregardedEntity: nullable(input.isDisregardedEntity),
      taxIds: input.taxIds.map(storedTaxId),
      controllingPersons: input.controllingPersons.map((person) => ({
        ...person,
        taxIds: person.taxIds.map(storedTaxId),
      })),
    },
  };
}
