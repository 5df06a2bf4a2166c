// Which FATCA/CRS questions apply to a company, when controlling persons are needed, and which US tax form a
// person or a company signs (identity spec 3 "FATCA/CRS certification"; the spec lists the questions, not their
// order: README "Tax self-certification" records the decisions).
import { isCrsCountry } from './tax-table';

export const entityTypes = ['financial-institution', 'investment', 'general'] as const;
export type EntityType = (typeof entityTypes)[number];

/** A yes/no question not answered yet is null. */
export type Answer = boolean | null;

/** The answers the classification reads (a subset of the business form). */
export interface ClassificationAnswers {
  entityType: EntityType | '';
  registrationCountryCode: string;
  isManagedByFinancialInstitution: Answer;
  isPubliclyTraded: Answer;
  isOwnPubliclyTradedCompany: Answer;
  isEarnPassiveIncome: Answer;
  isUSTaxPayer: Answer;
  isDisregardedEntity: Answer;
}

export type BusinessQuestion =
  | 'giin'
  | 'isUsingClientFunds'
  | 'isManagedByFinancialInstitution'
  | 'isPubliclyTraded'
  | 'publicListing'
  | 'isOwnPubliclyTradedCompany'
  | 'companyOwnedByYou'
  | 'isEarnPassiveIncome'
  | 'hasSingleNonUSowner';

/**
 * The questions shown for the answers so far, in order:
 * - a financial institution gives its GIIN (or why it has none) and whether it holds client funds;
 * - an investment entity says whether a financial institution manages it; a managed one gives its GIIN;
 * - a general (non-financial) entity: publicly traded (market and ticker), else owned by a publicly traded
 *   company (its name, market and ticker), else whether most of its income is passive;
 * - a disregarded entity says whether its single owner is not a US person.
 */
export function businessQuestions(answers: ClassificationAnswers): BusinessQuestion[] {
  const shown: BusinessQuestion[] = [];
  if (answers.entityType === 'financial-institution') shown.push('giin', 'isUsingClientFunds');
  if (answers.entityType === 'investment') {
    shown.push('isManagedByFinancialInstitution');
    if (answers.isManagedByFinancialInstitution) shown.push('giin');
  }
  if (answers.entityType === 'general') {
    shown.push('isPubliclyTraded');
    if (answers.isPubliclyTraded) shown.push('publicListing');
    if (answers.isPubliclyTraded === false) {
      shown.push('isOwnPubliclyTradedCompany');
      if (answers.isOwnPubliclyTradedCompany) shown.push('companyOwnedByYou');
      if (answers.isOwnPubliclyTradedCompany === false) shown.push('isEarnPassiveIncome');
    }
  }
  if (answers.isDisregardedEntity) shown.push('hasSingleNonUSowner');
  return shown;
}

/**
 * Controlling persons are needed for a passive entity (CRS): a general entity, neither listed nor owned by a
 * listed company, earning mostly passive income; and an investment entity managed by a financial institution
 * but registered where CRS does not apply (CRS treats it as a passive entity).
 */
export function needsControllingPersons(answers: ClassificationAnswers): boolean {
  if (answers.entityType === 'general') {
    return (
      answers.isPubliclyTraded === false &&
      answers.isOwnPubliclyTradedCompany === false &&
      !!answers.isEarnPassiveIncome
    );
  }
  if (answers.entityType === 'investment') {
    return (
      !!answers.isManagedByFinancialInstitution &&
      !!answers.registrationCountryCode &&
      !isCrsCountry(answers.registrationCountryCode)
    );
  }
  return false;
}

export const wForms = ['W-9', 'W-8BEN', 'W-8BEN-E'] as const;
export type WForm = (typeof wForms)[number];

/**
 * The company's US tax form: a US taxpayer signs W-9; a disregarded entity whose single owner is not a US
 * person is certified by its owner's W-8BEN; every other company signs W-8BEN-E. Null until the US questions
 * are answered.
 */
export function businessWForm(
  answers: Pick<ClassificationAnswers, 'isUSTaxPayer' | 'isDisregardedEntity'> & {
    hasSingleNonUSowner: Answer;
  },
): WForm | null {
  if (answers.isUSTaxPayer === null) return null;
  if (answers.isUSTaxPayer) return 'W-9';
  if (answers.isDisregardedEntity === null) return null;
  if (answers.isDisregardedEntity && answers.hasSingleNonUSowner) return 'W-8BEN';
  return 'W-8BEN-E';
}

export interface PersonalUsAnswers {
  isUSTaxPayer: Answer;
  hasUSIndicia: Answer;
  countryOfBirth: string;
}

/**
 * A person's US tax form: W-9 for a US taxpayer, W-8BEN for someone with US indicia who is not one, none
 * otherwise.
 */
export function personalWForm(answers: PersonalUsAnswers): WForm | null {
  if (answers.isUSTaxPayer) return 'W-9';
  if (answers.isUSTaxPayer === false && answers.hasUSIndicia) return 'W-8BEN';
  return null;
}

/** Born in the US but not a US taxpayer: the certificate of loss of nationality proves it. */
export const needsLossOfNationality = (answers: PersonalUsAnswers) =>
  answers.isUSTaxPayer === false && answers.countryOfBirth === 'US';

/** US indicia the person's own data shows (birth or citizenship): the question starts answered "yes". */
export const showsUsIndicia = (data: { countryOfBirth: string; citizenship: readonly string[] }) =>
  data.countryOfBirth === 'US' || data.citizenship.includes('US');
