// The catalogues' words as a person reads them: a message about a person never hedges their gender with a
// bracketed ending ("должен(на)", "Одобрил(а)"): it uses ICU select or is phrased so none is needed. And a
// file size is written in one unit style per language, the one formatFileSize uses ("МБ" in ru and uk).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatFileSize } from './format/fileSize.ts';

const root = join(import.meta.dirname, 'locales');
const languages = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;

/** Every translation (msgstr) of every catalogue of a language, with where it is. */
function translations(language: string): { where: string; text: string }[] {
  const files = [
    join(root, `${language}.po`),
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, entry.name, `${language}.po`)),
  ];
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        line.startsWith('msgstr "')
          ? [{ where: `${file}:${index + 1}`, text: JSON.parse(line.slice(7)) as string }]
          : [],
      ),
  );
}

// A word ending followed by a bracketed alternative ending: "должен(на)", "Одобрил(а)", "Схвалив(ла)", "listo(a)".
const hedgedGender = /\p{L}\((а|на|ла|ло|ая|ий|ой|a|o|as|os|ă)\)/u;

test.each(languages)('%s: no message hedges a gender with a bracketed ending', (language) => {
  expect(translations(language).filter(({ text }) => hedgedGender.test(text))).toEqual([]);
});

test.each([
  ['ru', 'МБ', 'MB'],
  ['uk', 'МБ', 'MB'],
  ['en', 'MB', 'МБ'],
])('%s: file sizes read %s, never %s', (language, unit, other) => {
  const sizes = translations(language).filter(({ text }) => /\d\s?(MB|МБ)(?!\p{L})/u.test(text));
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter(({ text }) => text.includes(other))).toEqual([]);
  // the size of a picked file, beside those limits, in the same unit
  expect(formatFileSize(2_500_000, language)).toContain(unit);
});
