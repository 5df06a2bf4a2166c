// The valibot schemas of the tax forms, with translated messages: each problem lands on the field it is about
// (TanStack Form maps the issue paths to its fields, `taxIds[0].taxId`). The rules themselves are in model/.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { businessQuestions, entityTypes, needsControllingPersons } from '../../model/tax-classification';
import type { BusinessCertificationValues } from '../../model/tax-payload';
import type { TaxKind } from '../../model/tax-table';
import {
  duplicateCountryIndexes,
  isGiin,
  type TaxIdEntry,
  type TaxIdProblem,
  taxIdProblem,
  tinMissingReasons,
} from '../../model/tax-tin';
import { taxIdProblemText } from './tax-text';

type Say = (message: MessageDescriptor) => string;
export const sayWith =
  (i18n: I18n): Say =>
  (message) =>
    i18n._(message);

const problemField: Record<TaxIdProblem, keyof TaxIdEntry> = {
  countryMissing: 'countryCode',
  taxIdMissing: 'taxId',
  taxIdFormat: 'taxId',
  usTaxIdFormat: 'taxId',
  reasonMissing: 'tinMissingReason',
  reasonNotAllowed: 'tinMissingReason',
  explanationMissing: 'tinMissingExplanation',
  explanationTooLong: 'tinMissingExplanation',
};

const TaxIdEntryShape = v.object({
  countryCode: v.string(),
  taxId: v.string(),
  noTaxId: v.boolean(),
  tinMissingReason: v.union([v.literal(''), v.picklist(tinMissingReasons)]),
  tinMissingExplanation: v.string(),
});

type Entry = v.InferOutput<typeof TaxIdEntryShape>;

/** The TIN rules' problem of an entry when it concerns `field`: a check that fails on that field only. */
const problemOn = (field: keyof TaxIdEntry, kind: TaxKind, say: Say) =>
  v.forward(
    v.check(
      (entry: Entry) => {
        const problem = taxIdProblem(entry, kind);
        return problem === null || problemField[problem] !== field;
      },
      (issue) => {
        const problem = taxIdProblem(issue.input as TaxIdEntry, kind);
        return problem ? say(taxIdProblemText[problem]) : '';
      },
    ),
    [field],
  );

/** One tax residence: the TIN rules' problem, on its field. */
const taxIdEntrySchema = (kind: TaxKind, say: Say) =>
  v.pipe(
    TaxIdEntryShape,
    problemOn('countryCode', kind, say),
    problemOn('taxId', kind, say),
    problemOn('tinMissingReason', kind, say),
    problemOn('tinMissingExplanation', kind, say),
  );

/** The tax residences: at least one, each country once. */
export const taxIdsSchema = (kind: TaxKind, say: Say) =>
  v.pipe(
    v.array(taxIdEntrySchema(kind, say)),
    v.minLength(1, say(msg`Add at least one country where you are resident for tax purposes.`)),
    v.check(
      (entries) => duplicateCountryIndexes(entries).length === 0,
      say(msg`Each country once: remove the repeated country.`),
    ),
  );

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const answered = (message: string) => v.boolean(message);

export const personalCertificationSchema = (say: Say, today: string) =>
  v.object({
    dateOfBirth: v.pipe(
      v.string(),
      v.nonEmpty(say(msg`Enter the date of birth.`)),
      v.check((date) => date < today, say(msg`The date of birth must be in the past.`)),
    ),
    countryOfBirth: required(say(msg`Choose the country of birth.`)),
    cityOfBirth: v.pipe(
      required(say(msg`Enter the place of birth.`)),
      v.maxLength(100, say(msg`At most 100 characters.`)),
    ),
    citizenship: required(say(msg`Choose the citizenship.`)),
    addressId: v.nullable(v.number()),
    hasUSIndicia: answered(say(msg`Answer this question.`)),
    isUSTaxPayer: answered(say(msg`Answer this question.`)),
    taxIds: taxIdsSchema('personal', say),
  });

const controllingPersonSchema = (say: Say, today: string) =>
  v.object({
    firstName: required(say(msg`Enter the first name.`)),
    lastName: required(say(msg`Enter the last name.`)),
    dateOfBirth: v.pipe(
      v.string(),
      v.nonEmpty(say(msg`Enter the date of birth.`)),
      v.check((date) => date < today, say(msg`The date of birth must be in the past.`)),
    ),
    countryOfBirth: required(say(msg`Choose the country of birth.`)),
    cityOfBirth: required(say(msg`Enter the place of birth.`)),
    address1: required(say(msg`Enter the street address.`)),
    city: required(say(msg`Enter the city.`)),
    postalCode: required(say(msg`Enter the postal code.`)),
    countryCode: required(say(msg`Choose the country.`)),
    taxIds: taxIdsSchema('personal', say),
  });

type Values = BusinessCertificationValues;
type Question = ReturnType<typeof businessQuestions>[number];

/**
 * The business form's schema. Controlling persons are checked only when the classification needs them (the page
 * picks the schema by `needsControllingPersons`); otherwise whatever was typed there is kept but not sent.
 * A question's answer is required only when the question is shown (`businessQuestions`).
 */
export const businessCertificationSchema = (say: Say, today: string, withPersons: boolean) => {
  const answer = say(msg`Answer this question.`);
  const base = v.looseObject({
    name: required(say(msg`Enter the company's name.`)),
    registrationCountryCode: required(say(msg`Choose the country of registration.`)),
    entityType: v.picklist(entityTypes, say(msg`Choose what kind of company it is.`)),
    hasUSIndicia: answered(answer),
    isUSTaxPayer: answered(answer),
    isDisregardedEntity: answered(answer),
    taxIds: taxIdsSchema('business', say),
    controllingPersons: withPersons ? v.array(controllingPersonSchema(say, today)) : v.array(v.unknown()),
  });
  type Checked = v.InferOutput<typeof base>;
  // the checked object is the form's values (looseObject keeps every other field)
  const values = (input: Checked) => input as unknown as Values;
  const on = (field: keyof Values, ok: (x: Values) => boolean, message: string) =>
    v.forward(
      v.check((input: Checked) => ok(values(input)), message),
      [field] as never,
    );
  const whenShown = (question: Question, field: keyof Values, ok: (x: Values) => boolean, message: string) =>
    on(field, (x) => !businessQuestions(x).includes(question) || ok(x), message);
  return v.pipe(
    base,
    on(
      'controllingPersons',
      (x) => !needsControllingPersons(x) || x.controllingPersons.length > 0,
      say(msg`Add the people who control the company.`),
    ),
    whenShown('giin', 'giin', (x) => x.noGiin || isGiin(x.giin), say(msg`Enter the GIIN as XXXXXX.XXXXX.XX.XXX.`)),
    whenShown(
      'giin',
      'giinMissingReason',
      (x) => !x.noGiin || !!x.giinMissingReason.trim(),
      say(msg`Say why there is no GIIN.`),
    ),
    whenShown('isUsingClientFunds', 'isUsingClientFunds', (x) => x.isUsingClientFunds !== null, answer),
    whenShown(
      'isManagedByFinancialInstitution',
      'isManagedByFinancialInstitution',
      (x) => x.isManagedByFinancialInstitution !== null,
      answer,
    ),
    whenShown('isPubliclyTraded', 'isPubliclyTraded', (x) => x.isPubliclyTraded !== null, answer),
    whenShown(
      'publicListing',
      'companySecurityMarket',
      (x) => !!x.companySecurityMarket.trim(),
      say(msg`Enter the market.`),
    ),
    whenShown('publicListing', 'companyTicket', (x) => !!x.companyTicket.trim(), say(msg`Enter the ticker symbol.`)),
    whenShown(
      'isOwnPubliclyTradedCompany',
      'isOwnPubliclyTradedCompany',
      (x) => x.isOwnPubliclyTradedCompany !== null,
      answer,
    ),
    whenShown(
      'companyOwnedByYou',
      'companyOwnedByYou',
      (x) => {
        const owner = x.companyOwnedByYou;
        return !!owner.name.trim() && !!owner.market.trim() && !!owner.ticker.trim();
      },
      say(msg`Enter the listed company's name, market and ticker symbol.`),
    ),
    whenShown('isEarnPassiveIncome', 'isEarnPassiveIncome', (x) => x.isEarnPassiveIncome !== null, answer),
    whenShown('hasSingleNonUSowner', 'hasSingleNonUSowner', (x) => x.hasSingleNonUSowner !== null, answer),
  );
};
