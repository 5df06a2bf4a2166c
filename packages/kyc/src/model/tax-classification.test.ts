import {
  businessQuestions,
  businessWForm,
  type ClassificationAnswers,
  needsControllingPersons,
  needsLossOfNationality,
  personalWForm,
  showsUsIndicia,
} from './tax-classification';

const answers = (fields: Partial<ClassificationAnswers>): ClassificationAnswers => ({
  entityType: '',
  registrationCountryCode: 'LT',
  isManagedByFinancialInstitution: null,
  isPubliclyTraded: null,
  isOwnPubliclyTradedCompany: null,
  isEarnPassiveIncome: null,
  isUSTaxPayer: null,
  isDisregardedEntity: null,
  ...fields,
});

test.each([
  [{}, []],
  [{ entityType: 'financial-institution' }, ['giin', 'isUsingClientFunds']],
  [{ entityType: 'investment' }, ['isManagedByFinancialInstitution']],
  [{ entityType: 'investment', isManagedByFinancialInstitution: true }, ['isManagedByFinancialInstitution', 'giin']],
  [{ entityType: 'general' }, ['isPubliclyTraded']],
  [{ entityType: 'general', isPubliclyTraded: true }, ['isPubliclyTraded', 'publicListing']],
  [{ entityType: 'general', isPubliclyTraded: false }, ['isPubliclyTraded', 'isOwnPubliclyTradedCompany']],
  [
    { entityType: 'general', isPubliclyTraded: false, isOwnPubliclyTradedCompany: true },
    ['isPubliclyTraded', 'isOwnPubliclyTradedCompany', 'companyOwnedByYou'],
  ],
  [
    { entityType: 'general', isPubliclyTraded: false, isOwnPubliclyTradedCompany: false },
    ['isPubliclyTraded', 'isOwnPubliclyTradedCompany', 'isEarnPassiveIncome'],
  ],
  [{ entityType: 'general', isDisregardedEntity: true }, ['isPubliclyTraded', 'hasSingleNonUSowner']],
] as const)('%o shows %o', (fields, shown) => {
  expect(businessQuestions(answers(fields))).toEqual(shown);
});

const passive = { entityType: 'general', isPubliclyTraded: false, isOwnPubliclyTradedCompany: false } as const;
test.each([
  [{ ...passive, isEarnPassiveIncome: true }, true],
  [{ ...passive, isEarnPassiveIncome: false }, false],
  [{ ...passive, isEarnPassiveIncome: null }, false],
  [{ ...passive, isPubliclyTraded: true, isEarnPassiveIncome: true }, false],
  [{ entityType: 'financial-institution', isEarnPassiveIncome: true }, false],
  // a managed investment entity is passive only where CRS does not apply (VN is outside CRS)
  [{ entityType: 'investment', isManagedByFinancialInstitution: true, registrationCountryCode: 'VN' }, true],
  [{ entityType: 'investment', isManagedByFinancialInstitution: true, registrationCountryCode: 'LT' }, false],
  [{ entityType: 'investment', isManagedByFinancialInstitution: false, registrationCountryCode: 'VN' }, false],
  [{ entityType: 'investment', isManagedByFinancialInstitution: true, registrationCountryCode: '' }, false],
] as const)('%o needs controlling persons: %s', (fields, needed) => {
  expect(needsControllingPersons(answers(fields))).toBe(needed);
});

test.each([
  [null, null, null, null],
  [true, null, null, 'W-9'],
  [true, true, true, 'W-9'],
  [false, null, null, null],
  [false, false, null, 'W-8BEN-E'],
  [false, true, false, 'W-8BEN-E'],
  [false, true, true, 'W-8BEN'],
] as const)('company: US taxpayer %s, disregarded %s, single non-US owner %s → %s', (us, disregarded, owner, form) => {
  expect(businessWForm({ isUSTaxPayer: us, isDisregardedEntity: disregarded, hasSingleNonUSowner: owner })).toBe(form);
});

test.each([
  [true, false, 'LT', 'W-9', false],
  [false, true, 'LT', 'W-8BEN', false],
  [false, false, 'LT', null, false],
  [null, true, 'LT', null, false],
  [false, true, 'US', 'W-8BEN', true],
  [true, true, 'US', 'W-9', false],
] as const)(
  'person: US taxpayer %s, indicia %s, born in %s → %s, loss of nationality %s',
  (us, indicia, born, form, cln) => {
    const person = { isUSTaxPayer: us, hasUSIndicia: indicia, countryOfBirth: born };
    expect(personalWForm(person)).toBe(form);
    expect(needsLossOfNationality(person)).toBe(cln);
  },
);

test.each([
  ['US', [], true],
  ['LT', ['LT', 'US'], true],
  ['LT', ['LT'], false],
] as const)('born in %s, citizen of %o: US indicia %s', (countryOfBirth, citizenship, shown) => {
  expect(showsUsIndicia({ countryOfBirth, citizenship })).toBe(shown);
});
