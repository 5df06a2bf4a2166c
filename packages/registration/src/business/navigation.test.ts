import { completeDraft, fixtureCompany } from '../model/fixtures';
import { holderOf, parentScreen } from './navigation';

const draft = completeDraft();
// c1 (held by the root) holds c2
const nested = {
  ...draft,
  companies: [
    fixtureCompany('c1', {
      directors: ['d2'],
      shareholders: [{ kind: 'company' as const, companyId: 'c2', share: 100 }],
    }),
    fixtureCompany('c2', {
      directors: ['d2'],
      shareholders: [{ kind: 'person' as const, personId: 'd2', share: 100 }],
    }),
  ],
};

test.each([
  [{ screen: 'personForm', role: 'director', person: 'd1' }, { screen: 'directorsHub' }],
  [{ screen: 'personForm', role: 'shareholder', person: 'd1' }, { screen: 'shareholdersHub' }],
  [{ screen: 'personForm', role: 'user', person: 'd1' }, { screen: 'usersHub' }],
  [
    { screen: 'personForm', role: 'director', level: 'c1', person: 'd2' },
    { screen: 'companyForm', company: 'c1' },
  ],
  [{ screen: 'companyForm', company: 'c1' }, { screen: 'shareholdersHub' }],
  [
    { screen: 'companyForm', company: 'c2' },
    { screen: 'companyForm', company: 'c1' },
  ],
  [{ screen: 'usersHub' }, undefined],
] as const)('back from %j leads to %j', (where, parent) => {
  expect(parentScreen(nested, where)).toEqual(parent);
});

test('a company shareholder is held by the company listing it, the root otherwise', () => {
  expect(holderOf(nested, 'c2')).toBe('c1');
  expect(holderOf(nested, 'c1')).toBeUndefined();
});
