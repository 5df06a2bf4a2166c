import { balanceAfterLoad, loadAmountProblem, loadAmountText } from './load';

test.each([
  // typed, available, problem
  ['25', '100.00', null],
  ['25.5', '100.00', null],
  ['25.50', '100.00', null],
  ['25,50', '100.00', null],
  ['100', '100.00', null],
  ['100.00', '100.00', null],
  ['100.01', '100.00', 'exceedsAvailable'],
  ['0.01', '0.01', null],
  ['0.1', '0.09', 'exceedsAvailable'],
  ['.5', '1.00', null],
  ['5.', '10.00', null],
  ['', '100.00', 'required'],
  ['  ', '100.00', 'required'],
  ['0', '100.00', 'zero'],
  ['0.00', '100.00', 'zero'],
  ['1.005', '100.00', 'decimals'],
  ['-5', '100.00', 'format'],
  ['1e3', '100000.00', 'format'],
  ['1 000', '100000.00', 'format'],
  ['abc', '100.00', 'format'],
  // exact decimal comparison, never floats: 0.1 + 0.2 style traps do not apply
  ['9007199254740993.01', '9007199254740993.00', 'exceedsAvailable'],
  ['5', '0.00', 'exceedsAvailable'],
])('loadAmountProblem(%j, available %s) = %s', (typed, available, problem) => {
  expect(loadAmountProblem(typed, available)).toBe(problem);
});

test.each([
  ['25', '25'],
  [' 25,5 ', '25.5'],
  ['.5', '0.5'],
  ['5.', '5'],
])('loadAmountText(%j) = %j', (typed, sent) => {
  expect(loadAmountText(typed)).toBe(sent);
});

test.each([
  ['10.00', '25', '35.00'],
  ['0.10', '0.20', '0.30'],
  ['-1.50', '1.50', '0.00'],
  ['1234.56', '0.01', '1234.57'],
])('balanceAfterLoad(%s, %s) = %s', (balance, amount, after) => {
  expect(balanceAfterLoad(balance, amount)).toBe(after);
});
