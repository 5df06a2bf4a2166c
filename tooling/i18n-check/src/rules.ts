import type { Catalog, Entry } from './catalog.ts';
import { hasWords, messageShape, type Shape } from './icu.ts';
import { allowedCategories, requiredCategories } from './plurals.ts';

export type ProblemKind =
  | 'no-catalog' // a configured language has no catalog file
  | 'not-extracted' // a message in the code is not in the catalog: run `pnpm extract`
  | 'stale' // a catalog message no longer in the code: run `pnpm extract`
  | 'missing' // no translation
  | 'identical' // the translation is the English text (not on the allow list)
  | 'syntax' // the translation is not valid ICU MessageFormat
  | 'placeholders' // arguments, element tags or select cases differ from the source
  | 'plural'; // plural cases wrong for the language

export type Problem = { kind: ProblemKind; locale: string; message: string; detail?: string };

export type CheckInput = {
  sourceLocale: string;
  /** Every language the catalogs must cover. */
  locales: readonly string[];
  /** The messages in the code (a fresh extraction), by id. */
  source: Catalog;
  /** The committed catalogs, by locale. */
  catalogs: ReadonlyMap<string, Catalog>;
  /** English texts allowed to stay as they are, with the locales ("*": every one). */
  allowIdentical?: Readonly<Record<string, readonly string[]>>;
};

/** The English text of a message: the msgid, or for an explicit id the source catalog's text. */
function sourceText(id: string, entry: Entry): string {
  return entry.message ?? (entry.translation || id);
}

const describe = (items: Iterable<string>) => [...items].sort().join(' ') || 'nothing';

function difference(a: Iterable<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((x) => !b.has(x));
}

function placeholderProblems(source: Shape, translation: Shape): string[] {
  const details: string[] = [];
  const lost = difference(source.args, translation.args);
  const added = difference(translation.args, source.args);
  if (lost.length) details.push(`lacks ${describe(lost)}`);
  if (added.length) details.push(`adds ${describe(added)}`);
  if (source.tags.join() !== translation.tags.join()) {
    details.push(`element tags ${describe(translation.tags)} instead of ${describe(source.tags)}`);
  }
  for (const [arg, keys] of source.selects) {
    const got = translation.selects.get(arg) ?? new Set<string>();
    const same = keys.size === got.size && [...keys].every((k) => got.has(k));
    if (!same) details.push(`select {${arg}} cases ${describe(got)} instead of ${describe(keys)}`);
  }
  return details;
}

function pluralProblems(locale: string, shape: Shape): string[] {
  const details: string[] = [];
  for (const { arg, ordinal, keys } of shape.plurals) {
    const categories = keys.filter((k) => !k.startsWith('='));
    const unknown = difference(categories, allowedCategories(locale, ordinal));
    const absent = difference(requiredCategories(locale, ordinal), new Set(categories));
    if (unknown.length) details.push(`{${arg}} has ${describe(unknown)}, not a ${locale} category`);
    if (absent.length) details.push(`{${arg}} lacks ${describe(absent)}`);
  }
  return details;
}

function translationProblems(locale: string, text: string, translation: string, input: CheckInput): Problem[] {
  const problem = (kind: ProblemKind, detail?: string): Problem => ({
    kind,
    locale,
    message: text,
    ...(detail ? { detail } : {}),
  });
  const problems: Problem[] = [];
  const allowed = input.allowIdentical?.[text] ?? [];
  if (
    locale !== input.sourceLocale &&
    translation === text &&
    hasWords(text) &&
    !allowed.includes('*') &&
    !allowed.includes(locale)
  ) {
    problems.push(problem('identical'));
  }
  let shape: Shape;
  try {
    shape = messageShape(translation);
  } catch (error) {
    return [...problems, problem('syntax', (error as Error).message.split('\n')[0])];
  }
  let sourceShape: Shape | undefined;
  try {
    sourceShape = messageShape(text);
  } catch {
    sourceShape = undefined; // the source's own syntax is lingui's to report, at extraction
  }
  const placeholders = sourceShape ? placeholderProblems(sourceShape, shape) : [];
  if (placeholders.length) problems.push(problem('placeholders', placeholders.join('; ')));
  const plurals = pluralProblems(locale, shape);
  if (plurals.length) problems.push(problem('plural', plurals.join('; ')));
  return problems;
}

/** Everything wrong with the committed catalogs, compared with the messages in the code. */
export function findProblems(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  for (const locale of input.locales) {
    const catalog = input.catalogs.get(locale);
    if (!catalog) {
      problems.push({ kind: 'no-catalog', locale, message: `${locale}.po` });
      continue;
    }
    for (const [id, sourceEntry] of input.source) {
      const text = sourceText(id, sourceEntry);
      const entry = catalog.get(id);
      if (!entry || entry.obsolete) problems.push({ kind: 'not-extracted', locale, message: text });
      else if (!entry.translation.trim()) problems.push({ kind: 'missing', locale, message: text });
      else problems.push(...translationProblems(locale, text, entry.translation, input));
    }
    for (const [id, entry] of catalog) {
      if (!entry.obsolete && !input.source.has(id)) {
        problems.push({ kind: 'stale', locale, message: sourceText(id, entry) });
      }
    }
  }
  return problems;
}

/** The report printed by the CLI: one line per problem, the languages that share it together. */
export function formatProblems(problems: readonly Problem[]): string {
  const shared = new Map<string, { problem: Problem; locales: string[] }>();
  for (const p of problems) {
    const key = JSON.stringify([p.kind, p.message, p.detail]);
    const group = shared.get(key) ?? { problem: p, locales: [] };
    group.locales.push(p.locale);
    shared.set(key, group);
  }
  return [...shared.values()]
    .map(({ problem: p, locales }) => {
      const where = locales.sort().join(',').padEnd(17);
      return `${p.kind.padEnd(13)} ${where} ${JSON.stringify(p.message)}${p.detail ? `: ${p.detail}` : ''}`;
    })
    .sort()
    .join('\n');
}
