// @vitest-environment node
// Every amount the spec allows (0-8 decimals, up to 18 whole digits) formatted in each language and read back:
// the same digits, none lost, rounded or moved, whatever the locale's separators and currency pattern.
import { currencyScale } from '@paydeck/brand-config';
import fc from 'fast-check';
import { formatAmount } from './amount.ts';
import { formatMoney } from './money.ts';

type AmountParts = { negative: boolean; integer: string; fraction: string };
const amountParts = fc.record({
  negative: fc.boolean(),
  integer: fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,17}$/)),
  fraction: fc.stringMatching(/^\d{0,8}$/),
});
const text = ({ negative, integer, fraction }: AmountParts) =>
  `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;

/** The amount as the screen must show its digits: 2 to 8 decimals, trailing zeros past 2 trimmed, zero unsigned. */
function shown({ negative, integer, fraction }: AmountParts): string {
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const zero = /^0*$/.test(integer + decimals);
  return `${negative && !zero ? '-' : ''}${integer}.${decimals}`;
}

/** The digits, minus sign and decimal point of a formatted text, as a plain decimal (separators, symbol dropped). */
function readBack(formatted: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale === 'ua' ? 'uk' : locale).formatToParts(1.5)[1]?.value;
  return [...formatted]
    .map((char) => (/\d/.test(char) ? char : char === decimal ? '.' : char === '-' || char === '\u2212' ? '-' : ''))
    .join('');
}

const locales = ['en', 'es', 'pt', 'ro', 'ru', 'uk', 'ua'];

test.each(locales)('formatAmount in %s reads back as the same digits', (locale) => {
  fc.assert(
    fc.property(amountParts, (parts) => {
      expect(readBack(formatAmount(text(parts), locale), locale)).toBe(shown(parts));
    }),
    { numRuns: 500 },
  );
});

test.each(locales)('formatMoney in %s reads back as the same digits at every currency scale', (locale) => {
  const currency = fc.constantFrom('EUR', 'USD', 'GBP', 'RON', 'CAD', 'AUD', 'CHF', 'BTC', 'ETH', 'USDT');
  fc.assert(
    fc.property(amountParts, currency, (parts, code) => {
      const atScale = { ...parts, fraction: parts.fraction.slice(0, currencyScale(code)) };
      expect(readBack(formatMoney(text(atScale), code, locale), locale)).toBe(shown(atScale));
    }),
    { numRuns: 500 },
  );
});
