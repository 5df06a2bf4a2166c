// When each screen of the draft is complete (identity spec 5: "Root company is bad if … any of the general,
// financial, legal or due-diligence forms is invalid. Companies need valid screens. Persons need valid fields").
// Valibot schemas whose messages are problem codes, not text: a screen's form validates with the same schema and
// turns the code into its words (`problem` below), so the screen and the submit's checks never disagree. Pure.
import { isValidEmail } from '@paydeck/auth/email';
import * as v from 'valibot';
import { isCalendarDate, isPastDate } from './dates';

/** The problem codes a field can have. */
export type FieldProblem =
  | 'required'
  | 'email'
  | 'date'
  | 'pastDate'
  | 'country'
  | 'phone'
  | 'amount'
  | 'currency'
  | 'wholeNumber'
  | 'website'
  | 'tooLong';

const code = (problem: FieldProblem) => problem;

const required = (max = 100) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(code('required')), v.maxLength(max, code('tooLong')));
const optional = (max = 100) => v.pipe(v.string(), v.trim(), v.maxLength(max, code('tooLong')));
const country = v.pipe(v.string(), v.trim(), v.nonEmpty(code('required')), v.regex(/^[A-Z]{2}$/, code('country')));
const pastDate = v.pipe(
  v.string(),
  v.nonEmpty(code('required')),
  v.check(isCalendarDate, code('date')),
  v.check((value) => isPastDate(value), code('pastDate')),
);
/** Spec 5's e-mail rule, and required. */
const email = v.pipe(v.string(), v.trim(), v.nonEmpty(code('required')), v.check(isValidEmail, code('email')));
/** Spec 5's e-mail rule where the e-mail may be left empty. */
const optionalEmail = v.pipe(v.string(), v.trim(), v.check(isValidEmail, code('email')));
const phone = v.object({
  countryCode: v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{1,4}$/, code('phone'))),
  number: v.pipe(v.string(), v.trim(), v.regex(/^[\d ()-]{4,20}$/, code('phone'))),
});
/** A phone that may be left out entirely; when a number is given, both parts must be. */
const optionalPhone = v.union(
  [v.object({ countryCode: v.string(), number: v.pipe(v.string(), v.trim(), v.length(0)) }), phone],
  code('phone'),
);
const choice = v.number(code('required'));
const yesNo = v.boolean(code('required'));

export const AddressRules = v.object({
  address1: required(150),
  address2: optional(150),
  city: required(100),
  postalCode: required(20),
  countryCode: country,
  stateCode: optional(10),
});

export const PersonRules = v.object({
  firstName: required(100),
  lastName: required(100),
  birthday: pastDate,
  email: optionalEmail,
  phone: optionalPhone,
  address: AddressRules,
  taxId: optional(50),
});

export const CompanyRules = v.object({
  name: required(150),
  registrationCountryCode: country,
  registrationNumber: required(50),
  registrationDate: v.union([v.literal(''), pastDate], code('date')),
  businessTaxId: optional(50),
});

export const GeneralFormRules = v.object({
  registrationType: required(),
  name: required(150),
  tradingName: optional(150),
  email,
  phone,
  website: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value), code('website')),
  ),
  description: required(1000),
});

export const LegalFormRules = v.variant('sameBusinessAddress', [
  v.object({
    registrationCountryCode: country,
    registrationNumber: required(50),
    registrationDate: pastDate,
    businessTaxId: optional(50),
    legalAddress: AddressRules,
    sameBusinessAddress: v.literal(true),
  }),
  v.object({
    registrationCountryCode: country,
    registrationNumber: required(50),
    registrationDate: pastDate,
    businessTaxId: optional(50),
    legalAddress: AddressRules,
    sameBusinessAddress: v.literal(false),
    businessAddress: AddressRules,
  }),
]);

export const FinancialInfoFormRules = v.object({
  annualTurnover: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,15}(\.\d{1,2})?$/, code('amount'))),
  currencyCode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{3}$/, code('currency'))),
  sourceOfFundsId: choice,
  purposeOfAccountId: choice,
  estimatedMonthlyDepositId: choice,
});

export const DueDilligenceFormRules = v.variant(
  'isRegulated',
  [
    v.object({
      isRegulated: v.literal(true),
      regulatorName: required(150),
      licenceNumber: required(50),
      hasPoliticallyExposedPersons: yesNo,
      operatesInSanctionedCountries: yesNo,
      countriesOfOperation: v.pipe(v.array(v.string()), v.minLength(1, code('required'))),
      numberOfEmployees: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}$/, code('wholeNumber'))),
    }),
    v.object({
      isRegulated: v.literal(false),
      hasPoliticallyExposedPersons: yesNo,
      operatesInSanctionedCountries: yesNo,
      countriesOfOperation: v.pipe(v.array(v.string()), v.minLength(1, code('required'))),
      numberOfEmployees: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}$/, code('wholeNumber'))),
    }),
  ],
  code('required'),
);

/** Whether a value passes a screen's rules. */
export const isComplete = (rules: v.GenericSchema, value: unknown) => v.safeParse(rules, value).success;

/** The first problem code of a field path (e.g. 'address.city'), for a screen's message. */
export function fieldProblems(rules: v.GenericSchema, value: unknown): Map<string, FieldProblem> {
  const result = v.safeParse(rules, value);
  const problems = new Map<string, FieldProblem>();
  if (result.success) return problems;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!problems.has(path)) problems.set(path, issue.message as FieldProblem);
  }
  return problems;
}
