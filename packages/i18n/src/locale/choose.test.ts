import { chooseLocale } from './choose.ts';
import type { Locale } from './locales.ts';

const all: Locale[] = ['en', 'es', 'ro', 'ru', 'ua', 'pt'];
const enEs: Locale[] = ['en', 'es'];
const noEn: Locale[] = ['ro', 'ru'];

test.each<[string, readonly Locale[], Locale, string | null | undefined, string | null | undefined, Locale]>([
  ['nothing asked: the brand default', all, 'ru', undefined, undefined, 'ru'],
  ['requested and offered wins over stored', all, 'en', 'es', 'pt', 'es'],
  ['requested not offered: stored', enEs, 'en', 'ru', 'es', 'es'],
  ['requested not a language: stored', all, 'en', 'xx', 'ro', 'ro'],
  ['stored and offered', all, 'en', null, 'pt', 'pt'],
  ['stored not offered: the default', enEs, 'es', undefined, 'ru', 'es'],
  ['stored garbage: the default', all, 'ro', undefined, '<script>', 'ro'],
  ['catalog code uk stands for ua', all, 'en', 'uk', undefined, 'ua'],
  ['ua requested', all, 'en', 'ua', undefined, 'ua'],
  ['default not offered: en', enEs, 'ru', undefined, undefined, 'en'],
  ['default and en not offered: the first language', noEn, 'pt', undefined, undefined, 'ro'],
  ['empty string is nothing', all, 'es', '', '', 'es'],
  ['case matters: codes are lower case', all, 'en', 'ES', undefined, 'en'],
  ['no languages at all: en', [], 'es', 'es', 'es', 'en'],
])('%s', (_case, languages, defaultLanguage, requested, stored, expected) => {
  expect(chooseLocale({ languages, defaultLanguage, requested, stored })).toBe(expected);
});
