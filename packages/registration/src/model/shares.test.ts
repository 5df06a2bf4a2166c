import fc from 'fast-check';
import { isValidShare, levelShareProblems, levelSum, parseShare } from './shares';

const level = (...shares: number[]) => shares.map((share) => ({ share }));

describe('a share is above 0 and at most 100 percent', () => {
  test.each([
    [0, false],
    [-5, false],
    [0.01, true],
    [25, true],
    [100, true],
    [100.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (share, valid) => {
    expect(isValidShare(share)).toBe(valid);
  });
});

describe('the sum of a level is from 10 to 100 percent', () => {
  test.each([
    ['empty level', level(), ['sumTooLow']],
    ['9.99 in total', level(5, 4.99), ['sumTooLow']],
    ['exactly 10', level(10), []],
    ['thirds to 100', level(33.33, 33.33, 33.34), []],
    ['exactly 100', level(60, 40), []],
    ['100.01 in total', level(60, 40.01), ['sumTooHigh']],
    ['a zero share in a good sum', level(50, 0), ['shareOutOfRange']],
    ['one share over 100', level(120), ['shareOutOfRange', 'sumTooHigh']],
  ])('%s', (_case, entries, codes) => {
    expect(levelShareProblems(entries).map((problem) => problem.code)).toEqual(codes);
  });
});

describe('property: the level rule agrees with the arithmetic in hundredths', () => {
  const hundredths = fc.integer({ min: 1, max: 10_000 });
  test('a level of valid shares is fine exactly when its hundredths sum to 1000..10000', () => {
    fc.assert(
      fc.property(fc.array(hundredths, { maxLength: 12 }), (parts) => {
        const entries = parts.map((part) => ({ share: part / 100 }));
        const total = parts.reduce((sum, part) => sum + part, 0);
        const fine = levelShareProblems(entries).length === 0;
        expect(fine).toBe(total >= 1000 && total <= 10_000);
      }),
    );
  });
  test('the sum does not depend on the order of the shares', () => {
    fc.assert(
      fc.property(fc.array(hundredths, { maxLength: 12 }), (parts) => {
        const entries = parts.map((part) => ({ share: part / 100 }));
        expect(levelSum([...entries].reverse())).toBe(levelSum(entries));
      }),
    );
  });
  test('splitting 100 percent into n two-decimal parts always passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (n) => {
        const base = Math.floor(10_000 / n);
        const parts = Array.from({ length: n }, (_, index) => (index === 0 ? 10_000 - base * (n - 1) : base));
        expect(levelShareProblems(parts.map((part) => ({ share: part / 100 })))).toEqual([]);
      }),
    );
  });
});

describe('a typed share', () => {
  test.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 100 ', 100],
    ['0.01', 0.01],
    ['12.345', Number.NaN],
    ['1e2', Number.NaN],
    ['', Number.NaN],
    ['abc', Number.NaN],
  ])('%j → %s', (typed, share) => {
    expect(parseShare(typed)).toBe(share);
  });
});
