// @vitest-environment node
// Properties of the exact decimals over every amount the spec allows (payments.md 9: up to 8 decimals; the ledger
// holds 18 whole digits) at every currency's scale. Each property runs 1000 cases (about two seconds in all).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CURRENCY_SCALES, MONEY_SCALE } from './currencies.ts';
import {
  addDecimals,
  compareDecimals,
  decimalToUnits,
  fromMinorUnits,
  negateDecimal,
  roundDecimal,
  subtractDecimals,
  toMinorUnits,
  unitsToDecimal,
} from './decimal.ts';

const scales = [...new Set([MONEY_SCALE.min, MONEY_SCALE.max, ...Object.values(CURRENCY_SCALES)])].sort(
  (a, b) => a - b,
);
/** A currency code of each scale: a fiat one for 2, then the codes the scale table names. */
const currencies = ['EUR', ...Object.keys(CURRENCY_SCALES)];

/** An amount as the wire writes it: optional minus, 1-18 whole digits (no leading zero), 0-8 decimals. */
const amountParts = fc.record({
  negative: fc.boolean(),
  integer: fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,17}$/)),
  fraction: fc.stringMatching(/^\d{0,8}$/),
});
type AmountParts = { negative: boolean; integer: string; fraction: string };
const text = ({ negative, integer, fraction }: AmountParts) =>
  `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
const amount = amountParts.map(text);
const runs = { numRuns: 1000 };

/** The amount written at `scale` decimals (zero without a sign), or null when it holds a digit beyond it. */
function padded({ negative, integer, fraction }: AmountParts, scale: number): string | null {
  if (/[1-9]/.test(fraction.slice(scale))) return null;
  const digits = fraction.slice(0, scale).padEnd(scale, '0');
  const zero = /^0*$/.test(integer + digits);
  return `${negative && !zero ? '-' : ''}${integer}${scale > 0 ? `.${digits}` : ''}`;
}

const units8 = (value: string): bigint => {
  const units = decimalToUnits(value, MONEY_SCALE.max);
  if (units === null) throw new Error(`not at scale 8: ${value}`);
  return units;
};

test('the scales are those of brand-config (2, 6 and 8)', () => {
  expect(scales).toEqual([2, 6, 8]);
});

describe.each(scales)('at scale %i', (scale) => {
  test('parse then format gives the amount padded to the scale; more decimals are refused', () => {
    fc.assert(
      fc.property(amountParts, (parts) => {
        const units = decimalToUnits(text(parts), scale);
        const expected = padded(parts, scale);
        expect(units === null ? null : unitsToDecimal(units, scale)).toBe(expected);
      }),
      runs,
    );
  });

  test('format then parse gives the units back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 26n), max: 10n ** 26n }), (units) => {
        expect(decimalToUnits(unitsToDecimal(units, scale), scale)).toBe(units);
      }),
      runs,
    );
  });

  test('an amount within the scale rounds to itself', () => {
    fc.assert(
      fc.property(amountParts, (parts) => {
        fc.pre(padded(parts, scale) !== null);
        expect(roundDecimal(text(parts), scale)).toBe(padded(parts, scale));
      }),
      runs,
    );
  });

  test('rounding agrees with Intl.NumberFormat (halfExpand) on the decimal string', () => {
    const intl = new Intl.NumberFormat('en', {
      useGrouping: false,
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    fc.assert(
      fc.property(amount, (value) => {
        expect(roundDecimal(value, scale)).toBe(intl.format(value as `${number}`));
      }),
      runs,
    );
  });
});

describe.each(currencies)('minor units of %s', (currency) => {
  test('toMinorUnits then fromMinorUnits gives the amount at the currency scale', () => {
    const scale = CURRENCY_SCALES[currency] ?? MONEY_SCALE.min;
    fc.assert(
      fc.property(amountParts, (parts) => {
        const minor = toMinorUnits(text(parts), currency);
        expect(minor === null ? null : fromMinorUnits(minor, currency)).toBe(padded(parts, scale));
      }),
      runs,
    );
  });
});

describe('arithmetic', () => {
  test('subtracting what was added gives the amount back, exactly', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const sum = addDecimals([a, b]);
        expect(compareDecimals(subtractDecimals(sum, b), a)).toBe(0);
        expect(subtractDecimals(sum, b, MONEY_SCALE.max)).toBe(unitsToDecimal(units8(a), MONEY_SCALE.max));
      }),
      runs,
    );
  });

  test('adding is adding the units; subtracting is adding the negation', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 5 }), amount, (values, b) => {
        const total = values.reduce((sum, value) => sum + units8(value), 0n);
        expect(addDecimals(values, MONEY_SCALE.max)).toBe(unitsToDecimal(total, MONEY_SCALE.max));
        expect(subtractDecimals(values[0] ?? '0', b)).toBe(addDecimals([values[0] ?? '0', negateDecimal(b)]));
      }),
      runs,
    );
  });

  test('compareDecimals agrees with comparing the units as bigints', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [x, y] = [units8(a), units8(b)];
        expect(compareDecimals(a, b)).toBe(x < y ? -1 : x > y ? 1 : 0);
        expect(compareDecimals(a, a)).toBe(0);
        expect(compareDecimals(b, a)).toBe(-compareDecimals(a, b) || 0);
      }),
      runs,
    );
  });
});
