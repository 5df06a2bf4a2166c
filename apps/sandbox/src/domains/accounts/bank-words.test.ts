// @vitest-environment node
// The bank's own words in the language of the call (the body's `lang`, else Accept-Language, else English): the
// descriptions it writes on transactions (history, statements), while a description the person typed stays as
// typed in every language.
import { pdfText } from '../../files/pdf-text.ts';
import { type Lang, languages } from '../../lang.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { EXPORT_BUILD_MS } from './statements.ts';

interface Row {
  transactionId: number;
  description: string;
  accountId: number;
}

describe('transaction descriptions in the language of the call', () => {
  let t: TestSandbox;
  let anna: string;
  const call = async (method: string, body: object, lang?: string, key?: string) =>
    (await t.call(method, body, { token: anna, headers: lang ? { 'accept-language': lang } : {}, key })).body;
  /** The history's rows (a keyword finds the description in the call's language or the transaction id). */
  const history = async (lang?: string, keyword?: string): Promise<Row[]> =>
    (await call('transactionHistory', { pageSize: 100, keyword }, lang)).transactions.transaction;
  const described = async (transactionId: number, lang?: string) =>
    (await history(lang, String(transactionId))).find((row) => row.transactionId === transactionId)?.description;
  const seeded = async (english: string) => {
    const row = (await history('en', english)).find((entry) => entry.description === english);
    expect(row).toBeDefined();
    return row as Row;
  };
  const p2p = async (description?: string) => {
    const accounts = (await call('balanceInquiry', {})).accounts as { accountId: number; currencyCode: string }[];
    const from = accounts.find((account) => account.currencyCode === 'EUR');
    const body = { fromAccountId: from?.accountId, toEmail: loginOf('pavel.push'), amount: '1.25', description };
    const answer = await call('p2pTransferFunds', body, undefined, newKey());
    expect(answer.responseCode).toBe('00');
    return Number(answer.transactionId);
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['Card load', 'Пополнение карты'],
    ['Monthly account fee', 'Ежемесячная плата за обслуживание'],
    ['Wire transfer fee', 'Комиссия за банковский перевод'],
    ['Instant payment to Chen Wei', 'Мгновенный платёж получателю Chen Wei'],
    ['Transfer between own accounts', 'Перевод между своими счетами'],
  ])('the seeded "%s" reads "%s" in ru', async (english, russian) => {
    expect(await described((await seeded(english)).transactionId, 'ru')).toBe(russian);
  });

  test('a transfer with no description of the person: the bank writes one in each language', async () => {
    const id = await p2p();
    const email = loginOf('pavel.push');
    expect(await described(id, 'en')).toBe(`Transfer to ${email}`);
    expect(await described(id, 'ru')).toBe(`Перевод получателю ${email}`);
    expect(await described(id, 'ua')).toBe(`Переказ отримувачу ${email}`);
    expect(await described(id, 'es')).toBe(`Transferencia a ${email}`);
    // the bank wrote it: nothing to repeat as the person's words
    expect((await call('recentTransferDetails', { transactionId: id })).transaction.details.description).toBeNull();
  });

  test.each(languages)('a description the person typed stays as typed in %s', async (lang: Lang) => {
    const typed = `Rent for March · ${lang}`;
    const id = await p2p(typed);
    expect(await described(id, lang)).toBe(typed);
    const repeat = await call('recentTransferDetails', { transactionId: id }, lang);
    expect(repeat.transaction.details.description).toBe(typed);
  });

  test.each(['xx', 'de-DE,de;q=0.9', ''])('an unknown language (%j) falls back to English', async (lang) => {
    const row = await seeded('Monthly account fee');
    expect(await described(row.transactionId, lang)).toBe('Monthly account fee');
  });

  test('the body lang wins over the header', async () => {
    const row = await seeded('Card load');
    const body = await call('transactionHistory', { keyword: String(row.transactionId), lang: 'ru' }, 'es');
    const found = (body.transactions.transaction as Row[]).find((entry) => entry.transactionId === row.transactionId);
    expect(found?.description).toBe('Пополнение карты');
  });

  test('a statement (CSV and PDF) and the history export are written in the language of the call', async () => {
    const row = await seeded('Monthly account fee');
    const period = {
      accountId: row.accountId,
      fromDate: '2000-01-01',
      toDate: t.clock.now().toISOString().slice(0, 10),
    };
    const file = async (format: 'csv' | 'pdf') => {
      const built = await call('exportBuild', { ...period, format }, 'ru');
      t.clock.advance(EXPORT_BUILD_MS);
      const ready = await call('exportStatus', { exportId: built.exportId }, 'ru');
      return new Uint8Array(await (await t.request(ready.url)).arrayBuffer());
    };
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file('csv'));
    expect(csv.split('\r\n')[0]).toBe('\uFEFFДата,Операция,Тип,Статус,Описание,Контрагент,Назначение,Сумма,Валюта');
    expect(csv).toContain('Ежемесячная плата за обслуживание');
    expect(csv).not.toContain('Monthly account fee');
    const pdf = pdfText(await file('pdf'));
    expect(pdf).toContain('Выписка по счёту');
    expect(pdf).toContain('Ежемесячная плата за обслуживание');
    const exported = await (
      await t.request((await call('transactionHistory', { pageSize: 1 }, 'ru')).exportCsv)
    ).text();
    expect(exported).toContain('Ежемесячная плата за обслуживание');
    expect(exported).not.toContain('Monthly account fee');
  });

  test('the statement e-mail in the demo inbox is written in the language of the call', async () => {
    const row = await seeded('Card load');
    const built = await call('exportBuild', { accountId: row.accountId }, 'ru');
    t.clock.advance(EXPORT_BUILD_MS);
    const sent = await call('exportSend', { exportId: built.exportId, email: 'anna.ru@example.com' }, 'ru');
    expect(sent.responseDescription).toBe('Выписка отправлена на anna.ru@example.com');
    const inbox = (await (await t.request('/__sandbox/messages?to=anna.ru%40example.com')).json()) as {
      messages: { kind: string; subject: string; body: string }[];
    };
    expect(inbox.messages).toEqual([expect.objectContaining({ kind: 'email', subject: 'Ваша выписка по счёту' })]);
    expect(inbox.messages[0]?.body).toMatch(/^Выписка statement-.+ готова\. Ссылка действует 30 минут\.$/);
  });
});
