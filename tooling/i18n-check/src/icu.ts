import { parse, type Token } from '@messageformat/parser';

/** What a translation must keep from its source: arguments, lingui's element tags, select cases, plurals. */
export type Shape = {
  /** "{name}", "{count, plural}", "{amount, number}"… */
  args: Set<string>;
  /** lingui's placeholders for JSX elements: "<0>", "</0>", "<1/>"; sorted, repeats kept. */
  tags: string[];
  /** Keys of each select, by argument (the codes the code passes, so they must not change). */
  selects: Map<string, Set<string>>;
  /** Keys of each plural or selectordinal, in order of appearance. */
  plurals: { arg: string; ordinal: boolean; keys: string[] }[];
};

const tagPattern = /<\/?\d+\/?>/g;

function collect(tokens: readonly Token[], shape: Shape): void {
  for (const token of tokens) {
    if (token.type === 'content') shape.tags.push(...(token.value.match(tagPattern) ?? []));
    else if (token.type === 'argument') shape.args.add(`{${token.arg}}`);
    else if (token.type === 'function') shape.args.add(`{${token.arg}, ${token.key}}`);
    else if (token.type === 'octothorpe') continue;
    else {
      shape.args.add(`{${token.arg}, ${token.type}}`);
      const keys = token.cases.map((c) => c.key);
      if (token.type === 'select') {
        const known = shape.selects.get(token.arg) ?? new Set<string>();
        for (const key of keys) known.add(key);
        shape.selects.set(token.arg, known);
      } else {
        shape.plurals.push({ arg: token.arg, ordinal: token.type === 'selectordinal', keys });
      }
      for (const c of token.cases) collect(c.tokens, shape);
    }
  }
}

/** The shape of an ICU message; throws the parser's error on bad syntax. */
export function messageShape(message: string): Shape {
  const shape: Shape = { args: new Set(), tags: [], selects: new Map(), plurals: [] };
  // Plural keys are checked against the catalog's locale below, not by the parser.
  collect(parse(message, { cardinal: [], ordinal: [] }), shape);
  shape.tags.sort();
  return shape;
}

/** Whether a message has words to translate once arguments and tags are taken out. */
export function hasWords(message: string): boolean {
  try {
    const text = (tokens: readonly Token[]): string =>
      tokens
        .map((t) => (t.type === 'content' ? t.value : 'cases' in t ? t.cases.map((c) => text(c.tokens)).join(' ') : ''))
        .join(' ');
    return /\p{L}/u.test(text(parse(message, { cardinal: [], ordinal: [] })).replace(tagPattern, ''));
  } catch {
    return /\p{L}/u.test(message);
  }
}
