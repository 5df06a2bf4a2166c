import { emptyDraft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import {
  addExistingPerson,
  addNewCompany,
  addNewPerson,
  removePerson,
  removeShareholder,
  setShare,
} from './hub-changes';

describe('a new person is kept because the same change references them', () => {
  test.each([
    ['director', (d: ReturnType<typeof emptyDraft>) => d.directors],
    [
      'shareholder',
      (d: ReturnType<typeof emptyDraft>) => d.shareholders.map((e) => (e.kind === 'person' ? e.personId : '')),
    ],
    ['user', (d: ReturnType<typeof emptyDraft>) => d.persons.filter((p) => p.isUser).map((p) => p.id)],
  ] as const)('as %s', (role, referencing) => {
    const draft = addNewPerson(emptyDraft(), role, null, 'n1');
    expect(draft.persons.map((person) => person.id)).toEqual(['n1']);
    expect(referencing(draft)).toEqual(['n1']);
  });

  test('at a company level, as that company’s director', () => {
    const draft = addNewPerson(completeDraft(), 'director', 'c1', 'n2');
    expect(draft.companies.find((company) => company.id === 'c1')?.directors).toEqual(['d2', 'n2']);
    expect(draft.directors).toEqual(['d1', 'd2']);
  });
});

test('a new user has no rights until they are chosen', () => {
  const draft = addNewPerson(emptyDraft(), 'user', null, 'u1');
  expect(draft.persons[0]).toMatchObject({ isUser: true, accessRights: 0 });
});

test('a new company shareholder joins its level with a share of 0 to type', () => {
  const draft = addNewCompany(completeDraft(), 'c1', 'c9');
  expect(draft.companies.map((company) => company.id)).toEqual(['c1', 'c9']);
  expect(draft.companies[0]?.shareholders.at(-1)).toEqual({ kind: 'company', companyId: 'c9', share: 0 });
});

test('an existing person is not listed twice as shareholder of one level', () => {
  const draft = addExistingPerson(completeDraft(), 'shareholder', null, 'd1');
  expect(draft.shareholders.filter((entry) => entry.kind === 'person' && entry.personId === 'd1')).toHaveLength(1);
});

describe('removing a role', () => {
  test('drops a person nobody references any more', () => {
    const one = addNewPerson(emptyDraft(), 'director', null, 'n1');
    expect(removePerson(one, 'director', null, 'n1').persons).toEqual([]);
  });
  test('keeps a person still referenced in another role', () => {
    // d2 stays: director of c1 and its shareholder
    const draft = removePerson(completeDraft(), 'director', null, 'd2');
    expect(draft.directors).toEqual(['d1']);
    expect(draft.persons.map((person) => person.id)).toContain('d2');
  });
  test('keeps a user who holds no other role', () => {
    const user = addNewPerson(emptyDraft(), 'user', null, 'u1');
    const both = addExistingPerson(user, 'director', null, 'u1');
    expect(removePerson(both, 'director', null, 'u1').persons.map((person) => person.id)).toEqual(['u1']);
  });
  test('a company shareholder taken out goes with its own people', () => {
    const withOwnDirector = addNewPerson(completeDraft(), 'director', 'c1', 'n3');
    const draft = removeShareholder(withOwnDirector, null, 'c1');
    expect(draft.companies).toEqual([]);
    expect(draft.persons.map((person) => person.id)).toEqual(['d1', 'd2']);
  });
});

test.each([
  [12.345, 12.35],
  [1.005, 1.01],
  [8.675, 8.68],
  [0.285, 0.29],
  [33.33, 33.33],
  [0.004, 0],
  [Number.NaN, 0],
  [Number.POSITIVE_INFINITY, 0],
  [40, 40],
])('a typed share of %s is kept as %s', (typed, kept) => {
  const draft = setShare(completeDraft(), null, 'c1', typed);
  expect(draft.shareholders.find((entry) => entry.kind === 'company')?.share).toBe(kept);
});

test('a share of 25 percent or less clears the person’s source-of-funds details', () => {
  const draft = setShare(completeDraft(), null, 'd1', 25);
  expect(draft.persons.find((person) => person.id === 'd1')?.sourceDetails).toEqual({});
});
