// The four root forms of a business draft, checked by the sandbox (WIRE.md "Business registration", spec 5: "Root
// company is bad if … any of the general, financial, legal or due-diligence forms is invalid"). Each broken field is
// one { param, description } with the payload path. The server asks at least this; the screens may ask more.
import { BUSINESS_REGISTRATION_TYPES } from '@paydeck/brand-config';
import type { Draft } from '@paydeck/registration/api';
import type { ValidationError } from '../../api/answers.ts';
import { estimatedMonthlyDeposits, knownId, purposesOfAccount, sourcesOfFunds } from '../kyc/dictionaries.ts';
import { isCountry, isRealDate, isSpecEmail } from './fields.ts';
import { isIndustry } from './industries.ts';

type Errors = ValidationError[];
type Address = Draft['legalForm']['legalAddress'];

const blank = (value: string | undefined) => (value ?? '').trim() === '';

export const isPastDate = (value: string, now: Date) =>
  isRealDate(value) && Date.parse(`${value}T00:00:00Z`) <= now.getTime();

function need(errors: Errors, param: string, ok: boolean, description = 'is required'): void {
  if (!ok) errors.push({ param, description });
}

/** An address the bank can write to: first line, city, postal code, country. */
export function addressErrors(address: Address, param: string): Errors {
  const errors: Errors = [];
  need(errors, `${param}.address1`, !blank(address.address1));
  need(errors, `${param}.city`, !blank(address.city));
  need(errors, `${param}.postalCode`, !blank(address.postalCode));
  need(errors, `${param}.countryCode`, isCountry(address.countryCode.trim().toUpperCase()), 'must be a country code');
  return errors;
}

export function generalFormErrors(draft: Draft): Errors {
  const form = draft.generalForm as Draft['generalForm'] & { industryId?: number | null };
  const at = 'draft.generalForm';
  const errors: Errors = [];
  need(
    errors,
    `${at}.registrationType`,
    (BUSINESS_REGISTRATION_TYPES as readonly string[]).includes(form.registrationType),
    'must be one of the business types',
  );
  need(errors, `${at}.name`, !blank(form.name));
  need(errors, `${at}.email`, isSpecEmail(form.email.trim()), 'must be an e-mail address');
  need(errors, `${at}.phone`, /^\+?\d{1,4}$/.test(form.phone.countryCode.trim()) && !blank(form.phone.number));
  if (form.industryId !== undefined && form.industryId !== null) {
    need(errors, `${at}.industryId`, isIndustry(form.industryId), 'is not an industry');
  }
  return errors;
}

export function legalFormErrors(draft: Draft, now: Date): Errors {
  const form = draft.legalForm;
  const at = 'draft.legalForm';
  const errors: Errors = [];
  need(errors, `${at}.registrationCountryCode`, isCountry(form.registrationCountryCode.trim().toUpperCase()));
  need(errors, `${at}.registrationNumber`, !blank(form.registrationNumber));
  need(errors, `${at}.registrationDate`, isPastDate(form.registrationDate, now), 'must be a date, not in the future');
  errors.push(...addressErrors(form.legalAddress, `${at}.legalAddress`));
  if (!form.sameBusinessAddress) errors.push(...addressErrors(form.businessAddress, `${at}.businessAddress`));
  return errors;
}

export function financialFormErrors(draft: Draft): Errors {
  const form = draft.financialInfoForm;
  const at = 'draft.financialInfoForm';
  const errors: Errors = [];
  need(errors, `${at}.annualTurnover`, /^\d{1,15}(\.\d{1,2})?$/.test(form.annualTurnover.trim()), 'must be an amount');
  need(errors, `${at}.currencyCode`, /^[A-Z]{3}$/.test(form.currencyCode.trim()), 'must be a currency code');
  const known = (list: Parameters<typeof knownId>[0], value: number | null) => value !== null && knownId(list, value);
  need(
    errors,
    `${at}.sourceOfFundsId`,
    known(sourcesOfFunds.business, form.sourceOfFundsId),
    'is not a business source of funds',
  );
  need(
    errors,
    `${at}.purposeOfAccountId`,
    known(purposesOfAccount.business, form.purposeOfAccountId),
    'is not a business purpose of account',
  );
  need(
    errors,
    `${at}.estimatedMonthlyDepositId`,
    known(estimatedMonthlyDeposits, form.estimatedMonthlyDepositId),
    'is not an estimated monthly deposit',
  );
  return errors;
}

export function dueDiligenceFormErrors(draft: Draft): Errors {
  const form = draft.dueDilligenceForm;
  const at = 'draft.dueDilligenceForm';
  const errors: Errors = [];
  need(errors, `${at}.isRegulated`, form.isRegulated !== null);
  if (form.isRegulated) {
    need(errors, `${at}.regulatorName`, !blank(form.regulatorName), 'is required for a regulated company');
    need(errors, `${at}.licenceNumber`, !blank(form.licenceNumber), 'is required for a regulated company');
  }
  need(errors, `${at}.hasPoliticallyExposedPersons`, form.hasPoliticallyExposedPersons !== null);
  need(errors, `${at}.operatesInSanctionedCountries`, form.operatesInSanctionedCountries !== null);
  need(
    errors,
    `${at}.countriesOfOperation`,
    form.countriesOfOperation.length > 0 && form.countriesOfOperation.every((code) => isCountry(code)),
    'must list at least one country',
  );
  need(errors, `${at}.numberOfEmployees`, /^\d{1,7}$/.test(form.numberOfEmployees.trim()), 'must be a whole number');
  return errors;
}

/** The root company's forms (spec 5). */
export const rootFormErrors = (draft: Draft, now: Date): Errors => [
  ...generalFormErrors(draft),
  ...financialFormErrors(draft),
  ...legalFormErrors(draft, now),
  ...dueDiligenceFormErrors(draft),
];
