import type { Catalog, Entry } from './catalog.ts';
import { type CheckInput, findProblems, formatProblems, type Problem } from './rules.ts';

// Ids are opaque to the rules: the message text serves as id here.
const catalog = (pairs: Record<string, string>, obsolete: string[] = []): Catalog =>
  new Map(
    Object.entries(pairs).map(([message, translation]): [string, Entry] => [
      message,
      { message, translation, obsolete: obsolete.includes(message) },
    ]),
  );

function check(
  messages: Record<string, string>,
  translations: Record<string, Record<string, string>>,
  extra: Partial<CheckInput> = {},
) {
  const source = catalog(messages);
  const catalogs = new Map(Object.entries(translations).map(([locale, pairs]) => [locale, catalog(pairs)]));
  return findProblems({
    sourceLocale: 'en',
    locales: ['en', ...Object.keys(translations)],
    source,
    catalogs: new Map([['en', source], ...catalogs]),
    ...extra,
  });
}

const brief = (problems: Problem[]) => problems.map((p) => `${p.kind} ${p.locale}${p.detail ? `: ${p.detail}` : ''}`);

const plural = '{count, plural, one {# account} other {# accounts}}';

test.each<[string, string, string, Record<string, string>, string[]]>([
  ['a real translation', 'Page not found', 'es', { 'Page not found': 'Página no encontrada' }, []],
  ['no translation', 'Page not found', 'es', { 'Page not found': '' }, ['missing es']],
  ['blank translation', 'Page not found', 'es', { 'Page not found': '  ' }, ['missing es']],
  ['not in the catalog', 'Page not found', 'es', {}, ['not-extracted es']],
  ['English copied', 'Page not found', 'ro', { 'Page not found': 'Page not found' }, ['identical ro']],
  ['no words to translate', '{amount} {currency}', 'ru', { '{amount} {currency}': '{amount} {currency}' }, []],
  ['only an element tag and digits', '<0>1</0>', 'ru', { '<0>1</0>': '<0>1</0>' }, []],
  [
    'argument renamed',
    'Hello {name}',
    'es',
    { 'Hello {name}': 'Hola {nombre}' },
    ['placeholders es: lacks {name}; adds {nombre}'],
  ],
  [
    'argument dropped',
    'Pay {amount} to {name}',
    'pt',
    { 'Pay {amount} to {name}': 'Pagar {amount}' },
    ['placeholders pt: lacks {name}'],
  ],
  [
    'argument moved is fine',
    'Pay {amount} to {name}',
    'ru',
    { 'Pay {amount} to {name}': 'Получатель {name}, сумма {amount}' },
    [],
  ],
  [
    'element tag lost',
    'Read <0>the terms</0>',
    'es',
    { 'Read <0>the terms</0>': 'Lea los términos' },
    ['placeholders es: element tags nothing instead of </0> <0>'],
  ],
  [
    'bad syntax',
    'Hello {name}',
    'uk',
    { 'Hello {name}': 'Привіт {name' },
    ['syntax uk: Unexpected message end at line 1 col 13:'],
  ],
  [
    'select cases renamed',
    '{kind, select, personal {Person} other {Company}}',
    'es',
    { '{kind, select, personal {Person} other {Company}}': '{kind, select, persona {Persona} other {Empresa}}' },
    ['placeholders es: select {kind} cases other persona instead of other personal'],
  ],
  [
    'plural used as plain argument',
    plural,
    'es',
    { [plural]: '{count} cuentas' },
    ['placeholders es: lacks {count, plural}; adds {count}'],
  ],
  [
    'ru with all four categories',
    plural,
    'ru',
    { [plural]: '{count, plural, one {# счёт} few {# счёта} many {# счетов} other {# счёта}}' },
    [],
  ],
  [
    'ru without few and many',
    plural,
    'ru',
    { [plural]: '{count, plural, one {# счёт} other {# счетов}}' },
    ['plural ru: {count} lacks few many'],
  ],
  [
    'uk without many',
    plural,
    'uk',
    { [plural]: '{count, plural, one {# рахунок} few {# рахунки} other {# рахунку}}' },
    ['plural uk: {count} lacks many'],
  ],
  [
    'ro needs few',
    plural,
    'ro',
    { [plural]: '{count, plural, one {# cont} other {# de conturi}}' },
    ['plural ro: {count} lacks few'],
  ],
  [
    'es has no few',
    plural,
    'es',
    { [plural]: '{count, plural, one {# cuenta} few {# cuentas} other {# cuentas}}' },
    ['plural es: {count} has few, not a es category'],
  ],
  [
    'exact =0 is always allowed',
    plural,
    'pt',
    { [plural]: '{count, plural, =0 {Nenhuma conta} one {# conta} other {# contas}}' },
    [],
  ],
])('%s', (_case, message, locale, pairs, expected) => {
  expect(
    brief(check({ [message]: message }, { [locale]: pairs }).filter((p) => p.locale === locale)).map(
      (s) => s.split('\n')[0],
    ),
  ).toEqual(expected);
});

test.each<[string, Record<string, readonly string[]>, string[]]>([
  ['not allowed', {}, ['identical es', 'identical ro']],
  ['allowed in es only', { OK: ['es'] }, ['identical ro']],
  ['allowed everywhere', { OK: ['*'] }, []],
])('allow list: %s', (_case, allowIdentical, expected) => {
  const problems = check({ OK: 'OK' }, { es: { OK: 'OK' }, ro: { OK: 'OK' } }, { allowIdentical });
  expect(brief(problems)).toEqual(expected);
});

test('English keeps its own text', () => {
  expect(check({ Cards: 'Cards' }, {})).toEqual([]);
});

test('a message removed from the code is stale; an obsolete-marked one is not', () => {
  const source = catalog({ Cards: 'Cards' });
  const es = new Map([...catalog({ Cards: 'Tarjetas', Home: 'Inicio', Old: 'Viejo' }, ['Old'])]);
  const problems = findProblems({
    sourceLocale: 'en',
    locales: ['en', 'es'],
    source,
    catalogs: new Map([
      ['en', source],
      ['es', es],
    ]),
  });
  expect(brief(problems)).toEqual(['stale es']);
  expect(problems[0]?.message).toBe('Home');
});

test('a configured language without a catalog', () => {
  const source = catalog({ Cards: 'Cards' });
  const problems = findProblems({
    sourceLocale: 'en',
    locales: ['en', 'pt'],
    source,
    catalogs: new Map([['en', source]]),
  });
  expect(brief(problems)).toEqual(['no-catalog pt']);
});

test('the report puts the languages of one problem on one line', () => {
  const problems = check(
    { Cards: 'Cards', Home: 'Home' },
    { es: { Cards: '', Home: 'Inicio' }, ro: { Cards: '', Home: 'Acasă' } },
  );
  expect(formatProblems(problems)).toBe(`missing       ${'es,ro'.padEnd(17)} "Cards"`);
});
