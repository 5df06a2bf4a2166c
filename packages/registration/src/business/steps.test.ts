import { businessSteps, neighbourStep, parseBusinessSearch, stepOf } from './steps';

test.each([
  [{}, { screen: 'generalForm' }],
  [{ screen: 'usersHub' }, { screen: 'usersHub' }],
  [{ screen: 'nonsense' }, { screen: 'generalForm' }],
  [{ screen: 'personForm' }, { screen: 'generalForm' }],
  [{ screen: 'personForm', role: 'admin' }, { screen: 'generalForm' }],
  [
    { screen: 'personForm', role: 'director' },
    { screen: 'personForm', role: 'director' },
  ],
  [
    { screen: 'personForm', role: 'user', person: 'p-1', level: 12 },
    { screen: 'personForm', role: 'user', person: 'p-1', level: '12' },
  ],
  [
    { screen: 'personForm', role: 'user', person: '<script>' },
    { screen: 'personForm', role: 'user' },
  ],
  [
    { screen: 'companyForm', company: 'c-2' },
    { screen: 'companyForm', company: 'c-2' },
  ],
  [
    { screen: 'companyForm', level: 'c-1' },
    { screen: 'companyForm', level: 'c-1' },
  ],
])('the query %j opens %j', (input, expected) => {
  expect(parseBusinessSearch(input)).toEqual(expected);
});

test.each([
  [{ screen: 'legalForm' } as const, 'legalForm'],
  [{ screen: 'personForm', role: 'director' } as const, 'directorsHub'],
  [{ screen: 'personForm', role: 'user' } as const, 'usersHub'],
  [{ screen: 'personForm', role: 'shareholder' } as const, 'shareholdersHub'],
  [{ screen: 'personForm', role: 'director', level: 'c-1' } as const, 'shareholdersHub'],
  [{ screen: 'companyForm' } as const, 'shareholdersHub'],
])('%j belongs to the step %s', (where, step) => {
  expect(stepOf(where)).toBe(step);
});

test('the steps run from the company form to the submit, with nothing beyond either end', () => {
  expect(businessSteps[0]).toBe('generalForm');
  expect(neighbourStep('generalForm', -1)).toBeUndefined();
  expect(neighbourStep('generalForm', 1)).toBe('financialInfoForm');
  expect(neighbourStep('usersHub', 1)).toBe('resolution');
  expect(neighbourStep('submit', 1)).toBeUndefined();
});
