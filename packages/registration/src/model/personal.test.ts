import { birthDayProblem, emptyPersonalValues, isPhoneCountryCode, isPhoneNumber, personalPayload } from './personal';

describe('age on a day (ageOn of @paydeck/api-client/calendar)', () => {
  test.each([
    ['2008-12-01', '2026-12-01', undefined],
    ['2008-12-02', '2026-12-01', 'tooYoung'],
    ['2008-02-29', '2026-02-28', 'tooYoung'],
    ['2008-02-29', '2026-03-01', undefined],
    ['2000-02-29', '2026-12-01', undefined],
    ['1906-12-01', '2026-12-01', undefined],
  ])('born %s, on %s: %s', (born, today, problem) => {
    expect(birthDayProblem(born, today)).toBe(problem);
  });
});

describe('birthday problems', () => {
  test.each([
    ['', 'required'],
    ['24.11.2000', 'date'],
    ['2001-02-29', 'date'],
    ['2008-11-25', 'tooYoung'],
    ['2008-11-24', undefined],
    ['1905-11-25', undefined],
    ['1905-11-24', 'tooOld'],
  ])('%j → %s', (birthDay, problem) => {
    expect(birthDayProblem(birthDay, '2026-11-24')).toBe(problem);
  });
});

describe('phone parts', () => {
  test.each([
    ['+357', true],
    ['44', true],
    ['12345', false],
    ['', false],
    ['+', false],
  ])('calling code %j: %s', (typed, valid) => {
    expect(isPhoneCountryCode(typed)).toBe(valid);
  });
  test.each([
    ['99 123 456', true],
    ['(0)20-7946-0958', true],
    ['123', false],
    ['123456789012345', false],
    ['99a123456', false],
  ])('number %j: %s', (typed, valid) => {
    expect(isPhoneNumber(typed)).toBe(valid);
  });
});

test('the payload is trimmed, the e-mail lower-cased, the phone digits, the repeat left out', () => {
  const payload = personalPayload({
    ...emptyPersonalValues(),
    registrationType: 'developers',
    email: ' Nora.New@Example.test ',
    password: 'new-Pass-1',
    repeatPassword: 'new-Pass-1',
    firstName: ' Nora ',
    lastName: 'New',
    birthDay: '1990-05-04',
    residenceCountryCode: 'PT',
    phoneCountryCode: '+351',
    phone: '912 345 678',
    termsAccepted: true,
  });
  expect(payload).toEqual({
    registrationType: 'developers',
    email: 'nora.new@example.test',
    password: 'new-Pass-1',
    firstName: 'Nora',
    lastName: 'New',
    birthDay: '1990-05-04',
    residenceCountryCode: 'PT',
    phoneCountryCode: '351',
    phone: '912345678',
    termsAccepted: true,
  });
});
