import { amountFormat, exactDecimal } from './amountFormat.ts';
import { currencySymbol } from './currency.ts';

const letter = /\p{L}/u;
const numberParts = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/**
 * An amount with its currency symbol in the locale's order: "€1,234.50" (en), "1234,50 €" (es),
 * "1 234,50 €" (ru), "€ 1.234,50" (pt), "-€1,234.50" (en). The amount follows formatAmount's rules;
 * the symbol comes from currencySymbol, put where Intl's currency pattern (EUR as the sample) puts
 * it. As CLDR does, a symbol that touches the digits with a letter ("lei", "CHF") is kept apart by
 * a no-break space: "lei 1,234.50" (en).
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const symbol = currencySymbol(currency);
  const parts = amountFormat(locale, true).formatToParts(exactDecimal(amount));
  return parts
    .map((part, i) => {
      if (part.type !== 'currency') return part.value;
      const before = numberParts.has(parts[i - 1]?.type ?? '') && letter.test(symbol.at(0) ?? '');
      const after = numberParts.has(parts[i + 1]?.type ?? '') && letter.test(symbol.at(-1) ?? '');
      return `${before ? '\u00a0' : ''}${symbol}${after ? '\u00a0' : ''}`;
    })
    .join('');
}
