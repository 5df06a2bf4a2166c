import { checkNewPin, isEasyPin, isPinAcceptable, pinProblem } from './pin';

test.each([
  // pin, problem
  ['4821', null],
  ['0000', 'easy'],
  ['7777', 'easy'],
  ['0123', 'easy'],
  ['1234', 'easy'],
  ['6789', 'easy'],
  ['9876', 'easy'],
  ['3210', 'easy'],
  ['7890', null], // a run does not wrap around
  ['2109', null],
  ['1123', null],
  ['1357', null],
  ['0007', null],
  ['123', 'digits'],
  ['12345', 'digits'],
  ['', 'digits'],
  ['12a4', 'digits'],
  [' 482', 'digits'],
  ['48 1', 'digits'],
  ['４８２１', 'digits'], // full-width digits are not digits here
])('pin %j: %s', (pin, problem) => {
  expect(pinProblem(pin)).toBe(problem);
});

test.each([
  ['1111', true],
  ['1234', true],
  ['4321', true],
  ['1235', false],
  ['9021', false],
])('isEasyPin(%j) = %s', (pin, easy) => {
  expect(isEasyPin(pin)).toBe(easy);
});

test.each([
  // pin, repeat, pin problem, repeat problem, acceptable
  ['4821', '4821', null, null, true],
  ['4821', '4812', null, 'mismatch', false],
  ['4821', '', null, 'mismatch', false],
  ['1234', '1234', 'easy', null, false],
  ['12', '12', 'digits', null, false],
  // the repeat is judged only once the PIN itself is acceptable
  ['12', '34', 'digits', null, false],
])('checkNewPin(%j, %j)', (pin, repeat, pinIssue, repeatIssue, acceptable) => {
  const problems = checkNewPin(pin, repeat);
  expect(problems).toEqual({ pin: pinIssue, pinRepeat: repeatIssue });
  expect(isPinAcceptable(problems)).toBe(acceptable);
});
