// @vitest-environment node
// The bank's lists and letters in the language of the call: the KYC questionnaire's dictionaries, registration's
// industries and the additional questions (the body's lang, else Accept-Language; an unknown language is English),
// every name of them translated; the account confirmation letter and an accepted agreement (PDF) in the language
// of the call that made their link.
import { pdfText } from './files/pdf-text.ts';
import { additionalQuestions } from './domains/company/questions.ts';
import {
  allPurposesOfAccount,
  allSourcesOfFunds,
  estimatedMonthlyDeposits,
  occupations,
} from './domains/kyc/dictionaries.ts';
import { dictionaryNames } from './domains/kyc/dictionary-names.ts';
import { industries } from './domains/registration/industries.ts';
import { industryNames } from './domains/registration/industry-names.ts';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

describe('dictionaries and letters in the language of the call', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const firstName = async (method: string, body: object, headers: Record<string, string> = {}) =>
    (await t.call(method, body, { headers })).body.items[0]?.name;

  test.each([
    ['dictionaryOccupation', {}, 'Employed', 'Работа по найму'],
    ['dictionarySourcesOfFunds', { kind: 'business' }, 'Revenue from sales', 'Выручка от продаж'],
    ['dictionaryPurposesOfAccount', { kind: 'personal' }, 'Everyday spending', 'Повседневные расходы'],
    ['dictionaryEstimatedMonthlyDeposits', {}, 'Up to 1,000 EUR', 'До 1\u00a0000 EUR'],
    ['dictionaryIndustry', {}, 'Advertising and marketing', 'Реклама и маркетинг'],
    [
      'dictionaryAdditionalQuestions',
      { kind: 'business' },
      'Which countries are your main customers in?',
      'В каких странах находятся ваши основные клиенты?',
    ],
  ])('%s %j: en %j, ru %j, an unknown language English', async (method, body, english, russian) => {
    expect(await firstName(method, { ...body, lang: 'en' })).toBe(english);
    expect(await firstName(method, { ...body, lang: 'ru' })).toBe(russian);
    expect(await firstName(method, body, { 'accept-language': 'ru-RU' })).toBe(russian);
    expect(await firstName(method, { ...body, lang: 'tlh' })).toBe(english);
  });

  test.each([
    [
      'KYC lists',
      [...occupations, ...allSourcesOfFunds, ...allPurposesOfAccount, ...estimatedMonthlyDeposits],
      dictionaryNames,
    ],
    ['industries', industries, industryNames],
  ] as const)('every name of the %s has its translations', (_, items, table) => {
    expect(items.filter((item) => !Object.hasOwn(table, item.name)).map((item) => item.name)).toEqual([]);
  });

  test('every additional question is asked in Russian', async () => {
    for (const kind of ['business', 'personal'] as const) {
      const items = (await t.call('dictionaryAdditionalQuestions', { kind, lang: 'ru' })).body.items;
      expect(items.map((item: { id: number }) => item.id)).toEqual(additionalQuestions[kind].map((q) => q.id));
      for (const item of items) expect(item.name).toMatch(/^[А-ЯЁ][^A-Za-z]+\?$/);
    }
  });

  const pdfOf = async (url: string) => pdfText(new Uint8Array(await (await t.request(url)).arrayBuffer()));

  test.each([
    ['en', ['Account confirmation', 'Account holder', 'Opened on', 'valid without a signature']],
    ['ru', ['Подтверждение счёта', 'Владелец счёта', 'Дата открытия', 'действительно без подписи']],
    ['tlh', ['Account confirmation', 'Account holder']],
  ])('the account confirmation letter asked in %s', async (lang, words) => {
    const { accessToken: token } = await t.signIn('anna.personal');
    const [account] = (await t.call('balanceInquiry', {}, { token })).body.accounts;
    const link = await t.call(
      'accountConfirmation',
      { accountId: account.accountId, brandId: 'wallet' },
      { token, headers: { 'accept-language': lang } },
    );
    const text = await pdfOf(link.body.url);
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('Anna Novak');
  });

  test.each([
    ['en', ['General Terms and Conditions', 'Accepted by', 'The terms that govern your Paydeck account.']],
    ['ru', ['Общие условия обслуживания', 'Кем принято', 'Условия, на которых обслуживается ваш счёт.']],
  ])('an accepted agreement asked in %s: its title, text and the letter words', async (lang, words) => {
    const { accessToken: token } = await t.signIn('anna.personal');
    const { agreements } = (await t.call('legalInfo', {}, { token })).body;
    const general = agreements.find((a: { title: string }) => a.title === 'General Terms and Conditions');
    const link = await t.call(
      'agreementDownload',
      { id: general?.id ?? agreements[0].id, pdf: true },
      { token, headers: { 'accept-language': lang } },
    );
    const text = await pdfOf(link.body.url);
    for (const word of words) expect(text).toContain(word);
  });
});
