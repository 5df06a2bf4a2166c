import { intlLocale } from './intlLocale.ts';

/** How a locale writes numbers, read from Intl rather than hard-coded per language. */
export type NumberSymbols = {
  group: string;
  decimal: string;
  minus: string;
  /** Digits per group next to the decimal point (Infinity: never grouped), and further left (3 and 3; 3 and 2 in hi-IN). */
  primaryGroup: number;
  secondaryGroup: number;
  /** 2 where a 4-digit integer stays ungrouped (es: "1234,50" but "12.345,50"). */
  minimumGroupingDigits: number;
};

const cache = new Map<string, NumberSymbols>();

function part(parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPart['type'], fallback: string): string {
  return parts.find((p) => p.type === type)?.value ?? fallback;
}

function read(tag: string): NumberSymbols {
  const format = new Intl.NumberFormat(tag, { useGrouping: 'auto' });
  const sample = format.formatToParts(11111.1);
  const integers = format.formatToParts(11111111).filter((p) => p.type === 'integer');
  const grouped1000 = format.formatToParts(1000).some((p) => p.type === 'group');
  return {
    group: part(sample, 'group', ','),
    decimal: part(sample, 'decimal', '.'),
    minus: part(format.formatToParts(-1), 'minusSign', '-'),
    primaryGroup: integers.length > 1 ? (integers.at(-1)?.value.length ?? 3) : Number.POSITIVE_INFINITY,
    secondaryGroup: integers.at(-2)?.value.length ?? 3,
    minimumGroupingDigits: grouped1000 ? 1 : 2,
  };
}

export function numberSymbols(locale: string): NumberSymbols {
  const tag = intlLocale(locale);
  let symbols = cache.get(tag);
  if (!symbols) {
    symbols = read(tag);
    cache.set(tag, symbols);
  }
  return symbols;
}

/** Inserts the locale's group separators into a string of integer digits. */
export function groupDigits(integer: string, symbols: NumberSymbols): string {
  const { primaryGroup, secondaryGroup, minimumGroupingDigits, group } = symbols;
  if (!Number.isFinite(primaryGroup) || integer.length < primaryGroup + minimumGroupingDigits) return integer;
  const groups = [integer.slice(-primaryGroup)];
  let rest = integer.slice(0, -primaryGroup);
  while (rest.length > secondaryGroup) {
    groups.unshift(rest.slice(-secondaryGroup));
    rest = rest.slice(0, -secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}
