import fc from 'fast-check';
import {
  isValidShare,
  levelShareProblems,
  levelSumBasisPoints,
  parseShare,
  roundedShareBasisPoints,
  roundShare,
  shareBasisPoints,
} from './shares';

const level = (...shares: number[]) => shares.map((share) => ({ share }));

describe('a share is above 0 and at most 100 percent', () => {
  test.each([
    [0, false],
    [-5, false],
    [0.01, true],
    [25, true],
    [100, true],
    [100.01, false],
    [0.29, true],
    [16.1, true],
    [100.001, false],
    [1e-7, true],
    [1e21, false],
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
    ['100.00 in hundredths', level(0.29, 99.71), []],
    ['ten parts of 0.29 and one of 97.1', level(...Array<number>(10).fill(0.29), 97.1), []],
    ['0.01 over', level(33.34, 33.34, 33.33), ['sumTooHigh']],
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
        expect(levelSumBasisPoints([...entries].reverse())).toBe(levelSumBasisPoints(entries));
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

describe('a share in basis points, read from its decimal text', () => {
  test.each([
    [33.33, 3333, 3333],
    [0.29, 29, 29],
    [100, 10_000, 10_000],
    [16.1, 1610, 1610],
    [1.005, null, 101],
    [0.285, null, 29],
    [12.345, null, 1235],
    [1e-7, null, 0],
    [Number.NaN, null, null],
  ])('%s is exactly %s, rounded %s', (share, exact, rounded) => {
    expect(shareBasisPoints(share)).toBe(exact);
    expect(roundedShareBasisPoints(share)).toBe(rounded);
  });
  test('the thirds sum to exactly 10000 and report the sum in basis points', () => {
    expect(levelSumBasisPoints(level(33.33, 33.33, 33.34))).toBe(10_000);
    expect(levelShareProblems(level(5, 4.99))).toEqual([{ code: 'sumTooLow', sumBasisPoints: 999 }]);
  });
  test.each([
    [1.005, 1.01],
    [0.285, 0.29],
    [33.333, 33.33],
    [Number.NaN, 0],
  ])('%s is kept as %s', (share, kept) => {
    expect(roundShare(share)).toBe(kept);
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
