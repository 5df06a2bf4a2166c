// The words of the browser's field problems (`fieldProblems` of @paydeck/registration/api: the screens' own rules)
// as the sandbox answers them, and what only the bank checks in the root forms: the business type among spec 1's,
// countries it knows, the ids of its dictionaries, the industry.
import { BUSINESS_REGISTRATION_TYPES } from '@paydeck/brand-config';
import { type Draft, type FieldProblem, fieldProblems } from '@paydeck/registration/api';
import type * as v from 'valibot';
import type { ValidationError } from '../../api/answers.ts';
import { estimatedMonthlyDeposits, knownId, purposesOfAccount, sourcesOfFunds } from '../kyc/dictionaries.ts';
import { isCountry } from './fields.ts';
import { isIndustry } from './industries.ts';

type Errors = ValidationError[];

const words: Record<FieldProblem, string> = {
  required: 'is required',
  email: 'must be an e-mail address',
  date: 'must be a date YYYY-MM-DD',
  pastDate: 'must be a date in the past',
  country: 'must be a country code',
  phone: 'must be a phone number (country code and number)',
  amount: 'must be an amount with at most two decimals',
  currency: 'must be a currency code',
  wholeNumber: 'must be a whole number',
  website: 'must be a website address',
  tooLong: 'is too long',
};

/** Each field a screen's rules refuse, as { param, description } under `at`. */
export function fieldErrors(rules: v.GenericSchema, value: unknown, at: string): Errors {
  return [...fieldProblems(rules, value)].map(([path, problem]) => ({
    param: path === '' ? at : `${at}.${path}`,
    description: words[problem] ?? 'is not valid',
  }));
}

/** What the bank alone knows about the root forms. */
export function bankFormErrors(draft: Draft): Errors {
  const errors: Errors = [];
  const refuse = (param: string, ok: boolean, description: string) => {
    if (!ok) errors.push({ param: `draft.${param}`, description });
  };
  const general = draft.generalForm as Draft['generalForm'] & { industryId?: number | null };
  refuse(
    'generalForm.registrationType',
    (BUSINESS_REGISTRATION_TYPES as readonly string[]).includes(general.registrationType),
    'must be one of the business types',
  );
  if (general.industryId !== undefined && general.industryId !== null) {
    refuse('generalForm.industryId', isIndustry(general.industryId), 'is not an industry');
  }
  const legal = draft.legalForm;
  refuse('legalForm.registrationCountryCode', isCountry(legal.registrationCountryCode), 'must be a country code');
  refuse('legalForm.legalAddress.countryCode', isCountry(legal.legalAddress.countryCode), 'must be a country code');
  if (!legal.sameBusinessAddress) {
    refuse(
      'legalForm.businessAddress.countryCode',
      isCountry(legal.businessAddress.countryCode),
      'must be a country code',
    );
  }
  const financial = draft.financialInfoForm;
  const known = (list: Parameters<typeof knownId>[0], id: number | null) => id === null || knownId(list, id);
  refuse(
    'financialInfoForm.sourceOfFundsId',
    known(sourcesOfFunds.business, financial.sourceOfFundsId),
    'is not a business source of funds',
  );
  refuse(
    'financialInfoForm.purposeOfAccountId',
    known(purposesOfAccount.business, financial.purposeOfAccountId),
    'is not a business purpose of account',
  );
  refuse(
    'financialInfoForm.estimatedMonthlyDepositId',
    known(estimatedMonthlyDeposits, financial.estimatedMonthlyDepositId),
    'is not an estimated monthly deposit',
  );
  draft.dueDilligenceForm.countriesOfOperation.forEach((code, i) => {
    refuse(`dueDilligenceForm.countriesOfOperation.${i}`, isCountry(code), 'must be a country code');
  });
  return errors;
}
