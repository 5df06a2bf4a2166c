// @vitest-environment node
import fc from 'fast-check';
import { formatAmount } from './amount.ts';

const nbsp = '\u00a0';

test.each([
  // decimals: at least 2, at most 8, trailing zeros beyond 2 trimmed
  ['1234.5', 'en', '1,234.50'],
  ['1000000', 'en', '1,000,000.00'],
  ['0', 'en', '0.00'],
  ['12.3400', 'en', '12.34'],
  ['12.34567', 'en', '12.34567'],
  ['0.12345678', 'en', '0.12345678'],
  ['0.100000000', 'en', '0.10'],
  // rounding half away from zero on the digits
  ['0.123456785', 'en', '0.12345679'],
  ['0.123456784', 'en', '0.12345678'],
  ['-0.000000015', 'en', '-0.00000002'],
  ['0.999999999', 'en', '1.00'],
  ['999999.999999999', 'en', '1,000,000.00'],
  ['-0.000000004', 'en', '0.00'],
  ['-0', 'en', '0.00'],
  // values a float cannot hold
  ['1234567890123456.12345678', 'en', '1,234,567,890,123,456.12345678'],
  ['0.30000000000000004', 'en', '0.30'],
  ['9007199254740993', 'en', '9,007,199,254,740,993.00'],
  // locale separators (read from Intl): es leaves 4-digit integers ungrouped, ru and uk group with a no-break space
  ['1234.5', 'es', '1234,50'],
  ['12345.5', 'es', '12.345,50'],
  ['1234.5', 'pt', '1.234,50'],
  ['1234.5', 'ro', '1.234,50'],
  ['1234.5', 'ru', `1${nbsp}234,50`],
  ['1234.5', 'ua', `1${nbsp}234,50`],
  ['1234.5', 'uk', `1${nbsp}234,50`],
  ['-1234567.891', 'ru', `-1${nbsp}234${nbsp}567,891`],
  ['-1234567.891', 'es', '-1.234.567,891'],
  ['+5', 'pt', '5,00'],
])('formatAmount(%j, %s) is %j', (value, locale, expected) => {
  expect(formatAmount(value, locale)).toBe(expected);
});

test.each(['1,5', '1e3', 'abc', ''])('formatAmount(%j) throws a RangeError', (value) => {
  expect(() => formatAmount(value, 'en')).toThrow(RangeError);
});

test('with a currency it formats money', () => {
  expect(formatAmount('1234.5', 'en', { currency: 'EUR' })).toBe('€1,234.50');
});

// Intl formats decimal strings exactly (Intl.NumberFormat v3): the digit arithmetic must agree with it.
const decimalString = fc
  .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,22}$|^0$/), fc.stringMatching(/^\d{0,12}$/))
  .map(([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`);

test.each(['en', 'es', 'ro', 'ru', 'uk', 'pt'])('agrees with Intl on exact decimal strings in %s', (locale) => {
  const intl = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
  });
  fc.assert(
    fc.property(decimalString, (value) => {
      expect(formatAmount(value, locale)).toBe(intl.format(value as unknown as number));
    }),
    { numRuns: 300 },
  );
});
