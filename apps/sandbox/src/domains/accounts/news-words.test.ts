// @vitest-environment node
// The bank's news and legal documents in the language of the call: written in every interface language, so in
// ru and ua no word of them is in Latin letters (UTC aside); a language the request does not name reads English.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

const latinWords = (text: string) =>
  (text.match(/(?<![\p{L}])[A-Za-z]{2,}(?![\p{L}])/gu) ?? []).filter((word) => word !== 'UTC');

describe('news and legal documents in the language of the call', () => {
  let t: TestSandbox;
  let anna: string;
  const call = async (method: string, lang: string) =>
    (await t.call(method, {}, { token: anna, headers: { 'accept-language': lang } })).body;
  const texts = async (lang: string) => [
    ...(await call('announcementList', lang)).announcements.flatMap((a: { title: string; body: string }) => [
      a.title,
      a.body,
    ]),
    ...(await call('legalInfo', lang)).agreements.map((a: { title: string }) => a.title),
    ...(await call('customerInfo', lang)).terms.flatMap((a: { label: string; text: string }) => [a.label, a.text]),
  ];

  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test.each(['ru', 'ua'])('%s: no word in Latin letters', async (lang) => {
    const all = await texts(lang);
    expect(all.length).toBeGreaterThan(8);
    expect(all.filter((text) => latinWords(text).length > 0)).toEqual([]);
  });

  test.each([
    ['en', 'Please confirm the new fee schedule', 'General Terms and Conditions'],
    ['ru', 'Подтвердите новые тарифы', 'Общие условия обслуживания'],
    ['pt', 'Confirme o novo tarifário', 'Termos e condições gerais'],
    ['xx', 'Please confirm the new fee schedule', 'General Terms and Conditions'],
  ])('%s: the news reads "%s", the terms "%s"', async (lang, news, terms) => {
    expect(await texts(lang)).toEqual(expect.arrayContaining([news, terms]));
    const confirm = (await call('announcementList', lang)).announcements.find(
      (a: { needsConfirmation: boolean }) => a.needsConfirmation,
    );
    const opened = await t.call(
      'announcementGet',
      { id: confirm.id },
      { token: anna, headers: { 'accept-language': lang } },
    );
    expect(opened.body.announcement.title).toBe(news);
  });
});
