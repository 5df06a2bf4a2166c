import { completeDraft, fixturePerson } from '../../model/fixtures';
import { resolutionRequest } from './resolution-rules';

const draft = completeDraft();
const withD2Email = {
  ...draft,
  persons: draft.persons.map((person) => (person.id === 'd2' ? { ...person, email: 'd2@example.test' } : person)),
};

test.each([
  ['nobody chosen', draft, [], 'noneChosen'],
  ['a chosen director without an e-mail', draft, ['d1', 'd2'], 'cannotSign'],
  [
    'two directors with one e-mail',
    { ...draft, persons: draft.persons.map((p) => ({ ...p, email: 'same@example.test' })) },
    ['d1', 'd2'],
    'sameEmail',
  ],
  [
    'a company without a registered name',
    { ...draft, generalForm: { ...draft.generalForm, name: ' ' } },
    ['d1'],
    'noCompany',
  ],
  [
    'eleven directors',
    {
      ...draft,
      persons: Array.from({ length: 11 }, (_, i) => fixturePerson(`x${i}`, { email: `x${i}@example.test` })),
      directors: Array.from({ length: 11 }, (_, i) => `x${i}`),
    },
    Array.from({ length: 11 }, (_, i) => `x${i}`),
    'tooMany',
  ],
] as const)('%s: refused (%s)', (_, input, chosen, problem) => {
  expect(resolutionRequest(input, chosen)).toEqual({ problem });
});

test('the chosen directors who can sign make the request, a non-director is never sent', () => {
  expect(resolutionRequest(withD2Email, ['d2', 'nobody'])).toEqual({
    request: {
      company: { name: 'Northwind Media Ltd', registrationNumber: 'HE400200', registrationCountryCode: 'CY' },
      directors: [{ personId: 'd2', firstName: 'First d2', lastName: 'Last d2', email: 'd2@example.test' }],
    },
  });
});
