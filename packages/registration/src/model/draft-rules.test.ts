import { emptyDraft } from './draft';
import {
  normalizeDraft,
  personShare,
  referencedPersonIds,
  setDirectors,
  setOwners,
  setShareholders,
  setUser,
  upsertCompany,
  upsertPerson,
} from './draft-rules';
import { completeDraft, fixtureCompany, fixturePerson } from './fixtures';

const ids = (draft: { persons: { id: string }[] }) => draft.persons.map((person) => person.id);

describe('persons no longer referenced are dropped unless they are users', () => {
  test.each([
    ['removed as the only director', (d = completeDraft()) => setDirectors(d, null, ['d2']), ['d1', 'd2']],
    [
      'a director who is not a user, removed everywhere',
      (d = completeDraft()) =>
        setShareholders(setDirectors(setDirectors(d, null, ['d1']), 'c1', ['d1']), 'c1', [
          { kind: 'person', personId: 'd1', share: 100 },
        ]),
      ['d1'],
    ],
    [
      'a user removed from every list stays',
      (d = completeDraft()) =>
        setOwners(
          setShareholders(setDirectors(d, null, ['d2']), null, [{ kind: 'company', companyId: 'c1', share: 100 }]),
          [],
        ),
      ['d1', 'd2'],
    ],
    [
      'a former user removed from every list goes',
      (d = completeDraft()) =>
        setUser(
          setOwners(
            setShareholders(setDirectors(d, null, ['d2']), null, [{ kind: 'company', companyId: 'c1', share: 100 }]),
            [],
          ),
          'd1',
          false,
        ),
      ['d2'],
    ],
    [
      'a new person referenced nowhere',
      (d = completeDraft()) => normalizeDraft(upsertPerson(d, fixturePerson('p9'))),
      ['d1', 'd2'],
    ],
    [
      'a new person added as owner',
      (d = completeDraft()) => setOwners(upsertPerson(d, fixturePerson('p9')), ['d1', 'p9']),
      ['d1', 'd2', 'p9'],
    ],
  ])('%s', (_case, change, expected) => {
    expect(ids(change())).toEqual(expected);
  });

  test('removing a company shareholder drops it, its nested companies and the persons only it referenced', () => {
    let draft = upsertPerson(completeDraft(), fixturePerson('p3'));
    draft = upsertCompany(
      draft,
      fixtureCompany('c2', { directors: ['p3'], shareholders: [{ kind: 'person', personId: 'p3', share: 100 }] }),
    );
    draft = setShareholders(draft, 'c1', [
      { kind: 'person', personId: 'd2', share: 50 },
      { kind: 'company', companyId: 'c2', share: 50 },
    ]);
    expect(ids(draft)).toEqual(['d1', 'd2', 'p3']);
    expect(draft.companies.map((company) => company.id)).toEqual(['c1', 'c2']);
    draft = setShareholders(draft, null, [{ kind: 'person', personId: 'd1', share: 100 }]);
    expect(draft.companies).toEqual([]);
    expect(ids(draft)).toEqual(['d1', 'd2']);
  });

  test('a company not yet pointed at by any shareholder entry is not kept', () => {
    expect(normalizeDraft(upsertCompany(emptyDraft(), fixtureCompany('c9'))).companies).toEqual([]);
  });

  test('references to persons that do not exist are removed', () => {
    const draft = normalizeDraft({ ...completeDraft(), directors: ['d1', 'ghost'], owners: ['ghost'] });
    expect(draft.directors).toEqual(['d1']);
    expect(draft.owners).toEqual([]);
  });
});

describe('a share of 25 percent or less clears the source-of-funds details', () => {
  const withShare = (share: number) =>
    setShareholders(completeDraft(), null, [
      { kind: 'person', personId: 'd1', share },
      { kind: 'company', companyId: 'c1', share: 100 - share },
    ]);
  test.each([
    [60, { '1': 'Salary as a director since 2018.' }],
    [25.01, { '1': 'Salary as a director since 2018.' }],
    [25, {}],
    [0.25, {}],
    [10, {}],
  ])('d1 holding %s percent keeps %j', (share, details) => {
    const person = withShare(share).persons.find((one) => one.id === 'd1');
    expect(person?.sourceDetails).toEqual(details);
    expect(person?.sourceOfFunds).toEqual([1]);
  });

  test("a person's share is their largest direct share at any level", () => {
    const draft = setShareholders(completeDraft(), 'c1', [
      { kind: 'person', personId: 'd2', share: 70 },
      { kind: 'person', personId: 'd1', share: 30 },
    ]);
    expect(personShare(draft, 'd1')).toBe(60);
    expect(personShare(draft, 'd2')).toBe(70);
    expect(personShare(draft, 'nobody')).toBe(0);
  });
});

test('referenced persons: root directors, owners, shareholders and reachable companies', () => {
  expect([...referencedPersonIds(completeDraft())].sort()).toEqual(['d1', 'd2']);
});

test('normalizing twice changes nothing more', () => {
  const once = normalizeDraft({ ...completeDraft(), directors: ['d1'] });
  expect(normalizeDraft(once)).toEqual(once);
});
