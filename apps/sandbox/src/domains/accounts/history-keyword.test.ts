// @vitest-environment node
// The history's keyword in the language of the call: it matches the bank's descriptions as the person reads them
// (the words and the parameters written into them), a typed description as typed, the counterparty and the
// reference as before; the English text of a bank description is not what a Russian reader sees, so it finds nothing.
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';

interface Row {
  transactionId: number;
  description: string;
  counterpartyName: string | null;
  reference: string | null;
}

describe('the history keyword in the language of the call', () => {
  let t: TestSandbox;
  let anna: string;
  const call = async (method: string, body: object, lang?: string, key?: string) =>
    (await t.call(method, body, { token: anna, headers: lang ? { 'accept-language': lang } : {}, key })).body;
  const search = async (keyword: string, lang: string): Promise<Row[]> =>
    (await call('transactionHistory', { pageSize: 100, keyword }, lang)).transactions.transaction;

  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['пополнение КАРТЫ', /пополнение карты/i],
    ['ежемесячная плата', /ежемесячная плата/i],
    ['получателю Chen', /получателю Chen Wei/],
  ])('in ru, "%s" finds the bank’s descriptions that read so', async (keyword, reads) => {
    const rows = await search(keyword, 'ru');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.description).toMatch(reads);
  });

  test.each(['ru', 'ua', 'pt'])('in %s, every row is found by the description it shows', async (lang) => {
    const rows = (await call('transactionHistory', { pageSize: 100 }, lang)).transactions.transaction as Row[];
    expect(rows.length).toBeGreaterThan(5);
    for (const { description, transactionId } of rows.filter((row) => row.description !== ''))
      expect(
        (await search(description, lang)).map((row) => row.transactionId),
        description,
      ).toContain(transactionId);
  });

  test.each([
    ['Card load', 'ru', 0],
    ['Monthly account fee', 'ru', 0],
    ['Card load', 'en', 1],
  ] as const)('"%s" in %s: the English words find rows only for an English reader', async (keyword, lang, least) => {
    const rows = await search(keyword, lang);
    if (least === 0) expect(rows).toEqual([]);
    else {
      expect(rows.length).toBeGreaterThanOrEqual(least);
      for (const row of rows) expect(row.description).toContain(keyword);
    }
  });

  test('in ru, a typed description, the counterparty and the transaction id match as before', async () => {
    const accounts = (await call('balanceInquiry', {})).accounts as { accountId: number; currencyCode: string }[];
    const from = accounts.find((account) => account.currencyCode === 'EUR');
    const body = {
      fromAccountId: from?.accountId,
      toEmail: loginOf('pavel.push'),
      amount: '1.25',
      description: 'Аренда за март',
    };
    const sent = await call('p2pTransferFunds', body, 'ru', newKey());
    expect(sent.responseCode).toBe('00');
    const id = Number(sent.transactionId);
    for (const keyword of ['аренда за', loginOf('pavel.push'), String(id)])
      expect((await search(keyword, 'ru')).map((row) => row.transactionId)).toContain(id);
  });

  test('the history export of a Russian keyword carries the rows it found', async () => {
    const answer = await call('transactionHistory', { pageSize: 1, keyword: 'Пополнение карты' }, 'ru');
    expect(answer.results).toBeGreaterThan(0);
    const csv = await (await t.request(answer.exportCsv)).text();
    expect(csv).toContain('Пополнение карты');
  });
});
