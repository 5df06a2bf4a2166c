import { ALIAS_MAX_LENGTH, aliasProblem } from './alias';

test('a card name has at most 40 characters', () => {
  expect(ALIAS_MAX_LENGTH).toBe(40);
});

test.each([
  ['Travel', null],
  ['T', null],
  ['x'.repeat(40), null],
  [`  ${'x'.repeat(40)}  `, null], // counted after trimming
  ['x'.repeat(41), 'tooLong'],
  ['', 'required'],
  ['   ', 'required'],
  ['\t\n', 'required'],
])('aliasProblem(%j) = %s', (name, problem) => {
  expect(aliasProblem(name)).toBe(problem);
});
