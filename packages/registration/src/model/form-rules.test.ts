import { fieldProblems, GeneralFormRules, isComplete, PersonRules } from './form-rules';
import { completeDraft, fixturePerson } from './fixtures';

const general = completeDraft().generalForm;

describe('general form fields', () => {
  test.each([
    ['name', { name: '' }, 'required'],
    ['email', { email: 'nobody' }, 'email'],
    ['email', { email: '' }, 'required'],
    ['phone.countryCode', { phone: { countryCode: '++3', number: '22123456' } }, 'phone'],
    ['phone.number', { phone: { countryCode: '357', number: '12' } }, 'phone'],
    ['website', { website: 'not a site' }, 'website'],
    ['description', { description: 'x'.repeat(1001) }, 'tooLong'],
  ])('%s of %j: %s', (path, change, problem) => {
    expect(fieldProblems(GeneralFormRules, { ...general, ...change }).get(path)).toBe(problem);
  });

  test.each(['', 'northwind.example', 'https://northwind.example/about', 'http://a-b.example.co.uk'])(
    'website %j is fine',
    (website) => {
      expect(isComplete(GeneralFormRules, { ...general, website })).toBe(true);
    },
  );
});

describe('person fields', () => {
  test.each([
    ['birthday', { birthday: '' }, 'required'],
    ['birthday', { birthday: '12.03.1984' }, 'date'],
    ['birthday', { birthday: '2999-01-01' }, 'pastDate'],
    ['address.countryCode', { address: { ...fixturePerson('p').address, countryCode: 'cy' } }, 'country'],
    ['address.postalCode', { address: { ...fixturePerson('p').address, postalCode: '' } }, 'required'],
  ])('%s of %j: %s', (path, change, problem) => {
    expect(fieldProblems(PersonRules, fixturePerson('p', change)).get(path)).toBe(problem);
  });

  test('a complete person has no problem', () => {
    expect(fieldProblems(PersonRules, fixturePerson('p')).size).toBe(0);
  });
});
