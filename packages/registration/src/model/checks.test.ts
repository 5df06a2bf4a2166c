import { badSections, type CheckContext, sectionChecks } from './checks';
import type { Draft } from './draft';
import { setShareholders, setUser, upsertCompany, upsertPerson } from './draft-rules';
import { type EmailStatus, emailKey } from './email-status';
import { completeDraft, fixtureCompany, fixturePerson } from './fixtures';

const statuses = (entries: Record<string, EmailStatus>) => (key: string) => entries[key];
const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  emailStatus: statuses({ [emailKey('main.user@example.test')]: 0 }),
  sourceOfWealth: true,
  ...overrides,
});
const codes = (draft: Draft, ctx = context()) =>
  Object.values(sectionChecks(draft, ctx))
    .flat()
    .map((problem) => `${problem.section}:${problem.code === 'shares' ? problem.problem.code : problem.code}`);

const edit = (change: (draft: Draft) => Draft) => change(completeDraft());
function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('empty list');
  return item;
}

test('a complete draft has no bad section', () => {
  expect(badSections(completeDraft(), context())).toEqual([]);
});

describe('root company', () => {
  test.each([
    ['without directors', edit((d) => ({ ...d, directors: [] })), ['root:noDirectors']],
    [
      'general form without a name',
      edit((d) => ({ ...d, generalForm: { ...d.generalForm, name: ' ' } })),
      ['root:invalidForm'],
    ],
    [
      'general form with a bad e-mail',
      edit((d) => ({ ...d, generalForm: { ...d.generalForm, email: 'a@b' } })),
      ['root:invalidForm'],
    ],
    [
      'financial form without turnover',
      edit((d) => ({ ...d, financialInfoForm: { ...d.financialInfoForm, annualTurnover: '' } })),
      ['root:invalidForm'],
    ],
    [
      'legal form with a future registration date',
      edit((d) => ({ ...d, legalForm: { ...d.legalForm, registrationDate: '2999-01-01' } })),
      ['root:invalidForm'],
    ],
    [
      'legal form with another business address left empty',
      edit((d) => ({ ...d, legalForm: { ...d.legalForm, sameBusinessAddress: false } })),
      ['root:invalidForm'],
    ],
    [
      'due diligence regulated without regulator',
      edit((d) => ({ ...d, dueDilligenceForm: { ...d.dueDilligenceForm, isRegulated: true } })),
      ['root:invalidForm'],
    ],
    [
      'due diligence unanswered',
      edit((d) => ({ ...d, dueDilligenceForm: { ...d.dueDilligenceForm, isRegulated: null } })),
      ['root:invalidForm'],
    ],
  ])('%s', (_case, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
    expect(badSections(draft, context())).toEqual(['root']);
  });
});

describe('persons', () => {
  const user = (email: string) =>
    edit((d) =>
      upsertPerson(d, {
        ...fixturePerson('d1', { isUser: true, accessRights: 2, sourceOfFunds: [1], sourceDetails: { '1': 'x' } }),
        email,
      }),
    );
  test.each([
    ['a user whose e-mail is free (0)', 0 as EmailStatus, []],
    ['a user whose e-mail is an employee (3)', 3 as EmailStatus, []],
    ['a user whose e-mail is taken (1)', 1 as EmailStatus, ['persons:userEmail']],
    ['a user whose e-mail is being checked (2)', 2 as EmailStatus, ['persons:userEmail']],
    ['a user whose e-mail check failed (-1)', -1 as EmailStatus, ['persons:userEmail']],
    ['a user whose e-mail was never checked', undefined, ['persons:userEmail']],
  ])('%s', (_case, status, expected) => {
    const ctx = context({ emailStatus: statuses(status === undefined ? {} : { 'new.user@example.test': status }) });
    expect(codes(user('New.User@example.test '), ctx)).toEqual(expected);
  });

  test.each([
    ['a user without e-mail', user(''), ['persons:userEmail']],
    [
      'a person without a last name',
      edit((d) => upsertPerson(d, fixturePerson('d2', { lastName: '' }))),
      ['persons:invalidPerson'],
    ],
    [
      'a person born in the future',
      edit((d) => upsertPerson(d, fixturePerson('d2', { birthday: '2999-02-01' }))),
      ['persons:invalidPerson'],
    ],
    [
      'a person with an impossible birthday',
      edit((d) => upsertPerson(d, fixturePerson('d2', { birthday: '1990-02-30' }))),
      ['persons:invalidPerson'],
    ],
    [
      'a person with an invalid e-mail',
      edit((d) => upsertPerson(d, fixturePerson('d2', { email: 'ab.c@' }))),
      ['persons:invalidPerson'],
    ],
    ['a non-user without e-mail', edit((d) => upsertPerson(d, fixturePerson('d2', { email: '' }))), []],
    [
      'a person with a phone number but no code',
      edit((d) => upsertPerson(d, fixturePerson('d2', { phone: { countryCode: '', number: '99123456' } }))),
      ['persons:invalidPerson'],
    ],
    [
      'a person without a phone',
      edit((d) => upsertPerson(d, fixturePerson('d2', { phone: { countryCode: '', number: '' } }))),
      [],
    ],
    [
      'a person without a city',
      edit((d) => upsertPerson(d, fixturePerson('d2', { address: { ...fixturePerson('x').address, city: '' } }))),
      ['persons:invalidPerson'],
    ],
  ])('%s', (_case, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
  });
});

describe('companies', () => {
  test.each([
    [
      'a company shareholder without a director',
      edit((d) => upsertCompany(d, { ...first(d.companies), directors: [] })),
      ['companies:companyWithoutDirector'],
    ],
    [
      'a company shareholder without a registration number',
      edit((d) => upsertCompany(d, { ...first(d.companies), registrationNumber: '' })),
      ['companies:invalidCompany'],
    ],
    [
      'a company shareholder with a country that is not a code',
      edit((d) => upsertCompany(d, { ...first(d.companies), registrationCountryCode: 'Cyprus' })),
      ['companies:invalidCompany'],
    ],
  ])('%s', (_case, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
  });

  test('a nested company shareholder is checked too (valid nested shareholders)', () => {
    let draft = upsertCompany(
      completeDraft(),
      fixtureCompany('c2', { shareholders: [{ kind: 'person', personId: 'd2', share: 100 }] }),
    );
    draft = setShareholders(draft, 'c1', [
      { kind: 'person', personId: 'd2', share: 50 },
      { kind: 'company', companyId: 'c2', share: 50 },
    ]);
    expect(codes(draft)).toEqual(['companies:companyWithoutDirector']);
  });
});

describe('shareholders', () => {
  test.each([
    [
      'root sum 100.5',
      edit((d) =>
        setShareholders(d, null, [
          { kind: 'person', personId: 'd1', share: 60 },
          { kind: 'company', companyId: 'c1', share: 40.5 },
        ]),
      ),
      ['shareholders:sumTooHigh'],
    ],
    [
      'root sum 9',
      edit((d) =>
        setShareholders(d, null, [
          { kind: 'person', personId: 'd1', share: 5 },
          { kind: 'company', companyId: 'c1', share: 4 },
        ]),
      ),
      ['shareholders:sumTooLow'],
    ],
    [
      'a zero share',
      edit((d) =>
        setShareholders(d, null, [
          { kind: 'person', personId: 'd1', share: 100 },
          { kind: 'company', companyId: 'c1', share: 0 },
        ]),
      ),
      ['shareholders:shareOutOfRange'],
    ],
    [
      'a nested level summing 5',
      edit((d) => setShareholders(d, 'c1', [{ kind: 'person', personId: 'd2', share: 5 }])),
      ['shareholders:sumTooLow'],
    ],
    ['a company without shareholders', edit((d) => setShareholders(d, 'c1', [])), ['shareholders:sumTooLow']],
  ])('%s', (_case, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
  });

  test('a company holding a company above it is refused (ownership cycle)', () => {
    const draft = setShareholders(completeDraft(), 'c1', [{ kind: 'company', companyId: 'c1', share: 100 }]);
    expect(codes(draft)).toContain('shareholders:ownershipCycle');
  });

  describe('source of wealth: a detail for every chosen source of funds above 25 percent', () => {
    const d1 = (sourceOfFunds: number[], sourceDetails: Record<string, string>) =>
      edit((d) => upsertPerson(d, { ...first(d.persons), sourceOfFunds, sourceDetails }));
    test.each([
      ['every source detailed', d1([1, 2], { '1': 'salary', '2': 'sale of a flat' }), true, []],
      ['one source not detailed', d1([1, 2], { '1': 'salary' }), true, ['shareholders:missingSourceDetails']],
      ['a blank detail', d1([1], { '1': '  ' }), true, ['shareholders:missingSourceDetails']],
      ['no source chosen', d1([], {}), true, []],
      ['the feature off', d1([1, 2], {}), false, []],
    ])('%s', (_case, draft, sourceOfWealth, expected) => {
      expect(codes(draft, context({ sourceOfWealth }))).toEqual(expected);
    });

    test('at 25 percent or less nothing is asked', () => {
      const draft = setShareholders(d1([1, 2], {}), null, [
        { kind: 'person', personId: 'd1', share: 25 },
        { kind: 'company', companyId: 'c1', share: 75 },
      ]);
      expect(codes(draft)).toEqual([]);
    });
  });
});

describe('users', () => {
  test.each([
    ['no user at all', edit((d) => setUser(d, 'd1', false)), ['users:noMainUser']],
    ['the only user with rights 1', edit((d) => setUser(d, 'd1', true, 1)), ['users:noMainUser']],
    [
      'a user with rights 0',
      edit((d) => setUser(setUser(d, 'd2', true, 0), 'd1', true, 2)),
      ['persons:userEmail', 'users:noRights'],
    ],
    [
      'a second user with rights 3',
      edit((d) =>
        upsertPerson(d, fixturePerson('d2', { isUser: true, accessRights: 3, email: 'second@example.test' })),
      ),
      [],
    ],
  ])('%s', (_case, draft, expected) => {
    const ctx = context({ emailStatus: statuses({ 'main.user@example.test': 0, 'second@example.test': 3 }) });
    expect(codes(draft, ctx)).toEqual(expected);
  });
});

test('the bad sections come in the spec order', () => {
  const draft = edit((d) => setUser({ ...d, directors: [] }, 'd1', false));
  expect(badSections(draft, context())).toEqual(['root', 'users']);
});
