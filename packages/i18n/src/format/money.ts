import { currencySymbol } from './currency.ts';
import { intlLocale } from './intlLocale.ts';
import { localizedAmount } from './localizedAmount.ts';
import { numberSymbols } from './numberSymbols.ts';

type Token = { kind: 'symbol' | 'number' | 'minus' } | { kind: 'literal'; text: string };

const patterns = new Map<string, Token[]>();

/**
 * Where the locale puts the currency symbol, the minus sign and spaces, read from Intl's
 * currency pattern (the same for every currency of a locale; EUR is the sample).
 */
function currencyPattern(locale: string, negative: boolean): Token[] {
  const key = `${intlLocale(locale)}|${negative}`;
  let tokens = patterns.get(key);
  if (tokens) return tokens;
  tokens = [];
  const format = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
  });
  for (const part of format.formatToParts(negative ? -1 : 1)) {
    if (part.type === 'currency') tokens.push({ kind: 'symbol' });
    else if (part.type === 'minusSign') tokens.push({ kind: 'minus' });
    else if (part.type === 'literal') tokens.push({ kind: 'literal', text: part.value });
    else if (tokens.at(-1)?.kind !== 'number') tokens.push({ kind: 'number' });
  }
  patterns.set(key, tokens);
  return tokens;
}

const letter = /\p{L}/u;

/**
 * An amount with its currency symbol in the locale's order: "€1,234.50" (en), "1234,50 €" (es),
 * "1 234,50 €" (ru), "€ 1.234,50" (pt), "-€1,234.50" (en). The amount follows formatAmount's rules;
 * the symbol comes from currencySymbol. As CLDR does, a symbol that touches the digits with a letter
 * ("lei", "CHF") is kept apart by a no-break space: "lei 1,234.50" (en).
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const { negative, text } = localizedAmount(amount, locale);
  const symbol = currencySymbol(currency);
  const tokens = currencyPattern(locale, negative);
  return tokens
    .map((token, i) => {
      if (token.kind === 'literal') return token.text;
      if (token.kind === 'minus') return numberSymbols(locale).minus;
      if (token.kind === 'number') return text;
      const before = tokens[i - 1]?.kind === 'number' && letter.test(symbol.at(0) ?? '');
      const after = tokens[i + 1]?.kind === 'number' && letter.test(symbol.at(-1) ?? '');
      return `${before ? '\u00a0' : ''}${symbol}${after ? '\u00a0' : ''}`;
    })
    .join('');
}
