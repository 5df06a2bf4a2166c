// @vitest-environment node
// What the bank writes about documents, in the language of the call: the categories and document types (the
// upload dropdowns), the documents a company has sent with the reviewer's reason, and a limit's reasons and what
// they ask for. In ru and ua nothing of it is left in Latin letters; in en it reads as before.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

/** Words written in Latin letters only (two or more letters). */
const latinWords = (text: string) => text.match(/(?<![\p{L}])[A-Za-z]{2,}(?![\p{L}])/gu) ?? [];

/** The texts of some fields, wherever they are in an answer. */
function textsOf(value: unknown, fields: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) textsOf(item, fields, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (fields.includes(key) && typeof item === 'string') found.push(item);
      else textsOf(item, fields, found);
    }
  }
  return found;
}

describe('document words in the language of the call', () => {
  let t: TestSandbox;
  let boris: string;
  let lina: string;
  const call = async (method: string, token: string | undefined, lang: string) =>
    (await t.call(method, {}, { token, headers: { 'accept-language': lang } })).body;

  beforeAll(async () => {
    t = await createTestSandbox();
    boris = (await t.signIn('boris.business')).accessToken;
    lina = (await t.signIn('lina.limited')).accessToken;
  });
  afterAll(() => t.close());

  const cases = [
    ['customerDocumentCategories', 'public', ['name']],
    ['documentsInquiry', 'boris', ['name', 'documentType', 'rejectReason']],
    ['businessInfoGet', 'boris', ['documentType', 'rejectReason']],
    ['businessDirectorList', 'boris', ['documentType', 'rejectReason', 'type']],
    ['customerLimitReasonGet', 'lina', ['name', 'documentType']],
  ] as const;

  test.each(cases.flatMap(([method, who, fields]) => ['ru', 'ua'].map((lang) => [method, lang, who, fields] as const)))(
    '%s in %s: no word in Latin letters',
    async (method, lang, who, fields) => {
      const token = who === 'boris' ? boris : who === 'lina' ? lina : undefined;
      const texts = textsOf(await call(method, token, lang), fields);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => latinWords(text).length > 0)).toEqual([]);
    },
  );

  test.each([
    ['en', 'Certificate of incorporation', 'The statements are not signed'],
    ['ru', 'Свидетельство о регистрации компании', 'Отчётность не подписана'],
    ['es', 'Escritura de constitución', 'Los estados financieros no están firmados'],
  ])('%s: the company documents read "%s", and the rejection "%s"', async (lang, type, reason) => {
    const texts = textsOf(await call('documentsInquiry', boris, lang), ['documentType', 'rejectReason']);
    expect(texts).toContain(type);
    expect(texts).toContain(reason);
  });
});
