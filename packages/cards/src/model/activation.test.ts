import { extraParamProblem, extraParamValues } from './activation';

const lastFour = { name: 'lastFourOfCardNumber', label: 'Last four digits of the card number', pattern: '^\\d{4}$' };
const postcode = { name: 'postcode', label: 'Postcode', pattern: '^[A-Z0-9 ]{3,8}$' };

test.each([
  ['9021', null],
  [' 9021 ', null], // trimmed before the check
  ['902', 'format'],
  ['90211', 'format'],
  ['abcd', 'format'],
  ['', 'required'],
  ['   ', 'required'],
])('lastFourOfCardNumber %j: %s', (value, problem) => {
  expect(extraParamProblem(lastFour, value)).toBe(problem);
});

test('the values are sent trimmed, by name, once every field is acceptable', () => {
  expect(extraParamValues([lastFour, postcode], { lastFourOfCardNumber: ' 9021', postcode: 'SW1A 1AA' })).toEqual({
    lastFourOfCardNumber: '9021',
    postcode: 'SW1A 1AA',
  });
});

test.each([[{ lastFourOfCardNumber: '9021' }], [{ lastFourOfCardNumber: '90', postcode: 'SW1A 1AA' }], [{}]])(
  'nothing is sent while a field is missing or wrong: %j',
  (values) => {
    expect(extraParamValues([lastFour, postcode], values)).toBeNull();
  },
);

test('no fields asked: an empty object is sent', () => {
  expect(extraParamValues([], {})).toEqual({});
});
