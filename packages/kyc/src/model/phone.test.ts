import { isPhoneCode, phoneProblem, toPhoneCountryCode, toPhoneNumber } from './phone';

test.each([
  ['+44', '44'],
  ['44', '44'],
  [' +370 ', '370'],
  ['++1', '1'],
])('country code %j is sent as %j', (typed, sent) => {
  expect(toPhoneCountryCode(typed)).toBe(sent);
});

test('the national number loses its separators', () => {
  expect(toPhoneNumber('(612) 345-67.8')).toBe('612345678');
});

test.each([
  ['+44', '7700 900123', null],
  ['370', '61234567', null],
  ['', '61234567', 'countryCodeMissing'],
  ['+', '61234567', 'countryCodeMissing'],
  ['+0', '61234567', 'countryCode'],
  ['+12345', '61234567', 'countryCode'],
  ['+4a', '61234567', 'countryCode'],
  ['+44', '', 'numberMissing'],
  ['+44', '123', 'number'],
  ['+44', '12345678901234567', 'number'],
  ['+44', '7700-900-12x', 'number'],
] as const)('%j %j → %s', (code, number, expected) => {
  expect(phoneProblem(code, number)).toBe(expected);
});

test.each([
  ['123456', true],
  [' 123456 ', true],
  ['12345', false],
  ['1234567', false],
  ['12a456', false],
])('code %j valid: %s', (code, valid) => {
  expect(isPhoneCode(code)).toBe(valid);
});
