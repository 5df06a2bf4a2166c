// @vitest-environment node
import { decimalToUnits, unitsToDecimal } from '@paydeck/brand-config/decimal';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/open.ts';
import { pdfText } from '../../files/pdf-text.ts';
import { LINK_LIFETIME_MS } from '../../files/links.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { EXPORT_BUILD_MS, finishedMonths } from './statements.ts';
import { statementTotals } from './statement-data.ts';

interface Leg {
  statusId: number;
  direction: 'incoming' | 'outgoing';
  amount: string;
  accountId: number;
}

const cents = (amount: string): bigint => {
  const value = decimalToUnits(amount, 2);
  if (value === null) throw new Error(`not an amount in cents: ${amount}`);
  return value;
};
const money = (value: bigint) => unitsToDecimal(value, 2);

describe.each(testDbKinds)('statements on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  let accounts: { accountId: number; balance: string; currencyCode: string; accountNumber: string }[];
  const call = async (method: string, body: object = {}, token = anna) => (await t.call(method, body, { token })).body;
  const today = () => t.clock.now().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
    accounts = (await call('balanceInquiry')).accounts;
  });
  afterAll(() => t.close());

  async function legs(accountId: number, fromDate: string, toDate: string): Promise<Leg[]> {
    const all: Leg[] = [];
    for (let page = 1; ; page += 1) {
      const body = await call('transactionHistory', { accountId, fromDate, toDate, pageNumber: page, pageSize: 100 });
      all.push(...body.transactions.transaction);
      if (all.length >= body.results) return all;
    }
  }

  test('totals of every demo customer account equal the sums of its postings, to the cent', async () => {
    const rows = await queryRows<{ id: number; debit: string; credit: string; balance: string }>(
      t.db,
      sql`select a.id,
          coalesce(-sum(p.amount) filter (where p.amount < 0), 0)::numeric(20,2)::text as debit,
          coalesce(sum(p.amount) filter (where p.amount > 0), 0)::numeric(20,2)::text as credit,
          coalesce(sum(p.amount), 0)::numeric(20,2)::text as balance
        from accounts a left join postings p on p.account_id = a.id
        where a.customer_id is not null group by a.id order by a.id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const everything = { fromDate: '2000-01-01', toDate: '2100-12-31' };
    for (const row of rows) {
      const totals = await statementTotals(t.db, row.id, everything);
      expect({ id: row.id, ...totals }).toMatchObject({
        id: row.id,
        beginningBalance: '0.00',
        totalDebit: row.debit,
        totalCredit: row.credit,
        endingBalance: row.balance,
      });
    }
  });

  test("anna's statements agree with her balances and her history, over all time and over a month", async () => {
    const periods = [
      { fromDate: '2000-01-01', toDate: today() },
      finishedMonths(new Date(Date.now() - 400 * 86_400_000), t.clock.now())[1] as { fromDate: string; toDate: string },
    ];
    for (const account of accounts) {
      for (const period of periods) {
        const totals = await call('statementTotals', { accountId: account.accountId, ...period });
        expect(totals.responseCode).toBe('00');
        const history = await legs(account.accountId, period.fromDate, period.toDate);
        const booked = history.filter((leg) => leg.statusId === 2 || leg.statusId === 41);
        const debit = booked
          .filter((leg) => leg.direction === 'outgoing')
          .reduce((sum, leg) => sum + cents(leg.amount), 0n);
        const credit = booked
          .filter((leg) => leg.direction === 'incoming')
          .reduce((sum, leg) => sum + cents(leg.amount), 0n);
        expect(totals.totalDebit).toBe(money(debit));
        expect(totals.totalCredit).toBe(money(credit));
        expect(totals.endingBalance).toBe(money(cents(totals.beginningBalance) + credit - debit));
        expect(totals.processingCount).toBe(history.filter((leg) => leg.statusId === 41).length);
        expect(totals.rejectedCount).toBe(history.filter((leg) => leg.statusId === 26).length);
        if (period.fromDate === '2000-01-01') expect(totals.endingBalance).toBe(account.balance);
      }
    }
  });

  test('statement totals refuse an account of someone else and a reversed period', async () => {
    expect((await call('statementTotals', { accountId: 1 })).responseCode).toBe('VF');
    const reversed = await call('statementTotals', {
      accountId: accounts[0]?.accountId,
      fromDate: '2026-05-02',
      toDate: '2026-05-01',
    });
    expect(reversed.validationErrors).toEqual([{ param: 'fromDate', description: 'must not be after toDate' }]);
  });

  test('an export is built, polled until ready, downloaded as a PDF and a CSV whose rows are the history', async () => {
    const account = accounts[0] as (typeof accounts)[number];
    const period = { fromDate: '2000-01-01', toDate: today() };
    const built = await call('exportBuild', { accountId: account.accountId, ...period, format: 'csv' });
    expect(built).toMatchObject({ responseCode: '00', status: 'processing' });
    expect(await call('exportStatus', { exportId: built.exportId })).toMatchObject({ status: 'processing', url: null });
    t.clock.advance(EXPORT_BUILD_MS);
    const ready = await call('exportStatus', { exportId: built.exportId });
    expect(ready).toMatchObject({
      status: 'ready',
      fileName: `statement-${account.accountNumber}-${period.fromDate}-${period.toDate}.csv`,
    });
    const file = await t.request(ready.url);
    expect(file.headers.get('content-disposition')).toContain('.csv');
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Transaction,Type,Status,Description,Counterparty,Reference,Amount,Currency');
    expect(lines.length - 1).toBe((await legs(account.accountId, period.fromDate, period.toDate)).length);

    const pdfExport = await call('exportBuild', { accountId: account.accountId, brandId: 'uk' });
    t.clock.advance(EXPORT_BUILD_MS);
    const pdf = await t.request((await call('exportStatus', { exportId: pdfExport.exportId })).url);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Account statement');
    expect(text).toContain(account.accountNumber);
    expect(text).toContain('Kestrel Money'); // the uk brand's legal entity on the letterhead
  });

  test("another customer's export id, a tampered link and an expired link are refused", async () => {
    const built = await call('exportBuild', { accountId: accounts[0]?.accountId });
    const boris = (await t.signIn('boris.business')).accessToken;
    expect((await call('exportStatus', { exportId: built.exportId }, boris)).responseCode).toBe('TA1');
    t.clock.advance(EXPORT_BUILD_MS);
    const { url } = await call('exportStatus', { exportId: built.exportId });
    expect((await t.request(`${url.slice(0, -3)}abc`)).status).toBe(404);
    t.clock.advance(LINK_LIFETIME_MS + 1);
    expect((await t.request(url)).status).toBe(410);
    anna = (await t.signIn('anna.personal')).accessToken; // the clock jump outlived her access token
  });

  test('a ready export is sent by e-mail; one still building is not', async () => {
    const built = await call('exportBuild', { accountId: accounts[0]?.accountId });
    expect(
      (await call('exportSend', { exportId: built.exportId, email: 'anna.copy@example.com' })).validationErrors,
    ).toEqual([{ param: 'exportId', description: 'is not ready yet' }]);
    t.clock.advance(EXPORT_BUILD_MS);
    const sent = await call('exportSend', { exportId: built.exportId, email: 'anna.copy@example.com' });
    expect(sent).toMatchObject({
      responseCode: '00',
      responseDescription: 'The statement was sent to anna.copy@example.com',
    });
    const inbox = (await (await t.request('/__sandbox/messages?to=anna.copy@example.com')).json()) as {
      messages: { kind: string; subject: string; link: string }[];
    };
    expect(inbox.messages[0]).toMatchObject({ kind: 'email', subject: 'Your account statement' });
    expect(inbox.messages[0]?.link).toMatch(/^\/api\/files\//);
  });

  test('a business exports for the company it acts for (fromCustomerId)', async () => {
    const boris = (await t.signIn('boris.business')).accessToken;
    const access = await call('customerAccessInfo', {}, boris);
    const company = access.accessList.find(
      (entry: { businessName: string | null }) => entry.businessName === 'Bluefin Studios OÜ',
    );
    const companyAccounts = (await t.call('balanceInquiry', { fromCustomerId: company.customerId }, { token: boris }))
      .body.accounts;
    const built = await t.call(
      'exportBuild',
      { accountId: companyAccounts[0].accountId, fromCustomerId: company.customerId },
      { token: boris },
    );
    expect(built.body.responseCode).toBe('00');
    t.clock.advance(EXPORT_BUILD_MS);
    const sent = await t.call(
      'exportSend',
      { exportId: built.body.exportId, email: 'boris.copy@example.com', fromCustomerId: company.customerId },
      { token: boris },
    );
    expect(sent.body.responseCode).toBe('00');
  });

  test('the monthly list: 12 a page, newest first, each a PDF statement of one month', async () => {
    const account = accounts[0] as (typeof accounts)[number];
    const first = await call('exportList', { accountId: account.accountId, source: 'monthly' });
    expect(first.pageSize).toBe(12);
    expect(first.exports).toHaveLength(Math.min(12, first.results));
    expect(first.results).toBeGreaterThanOrEqual(12);
    const months = first.exports.map((entry: { month: string }) => entry.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(months[0] < today().slice(0, 7)).toBe(true);
    const second = await call('exportList', { accountId: account.accountId, source: 'monthly', pageNumber: 2 });
    expect(second.exports).toHaveLength(first.results - 12);
    const file = await t.request(first.exports[0].url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  test.each([
    ['wallet', 'Paydeck Wallet Ltd'],
    ['uk', 'Kestrel Money'],
  ])('the account confirmation on the %s letterhead carries its legal details', async (brandId, entity) => {
    const account = accounts[0] as (typeof accounts)[number];
    const answer = await call('accountConfirmation', { accountId: account.accountId, brandId });
    expect(answer.fileName).toBe(`account-confirmation-${account.accountNumber}.pdf`);
    const text = pdfText(new Uint8Array(await (await t.request(answer.url)).arrayBuffer()));
    expect(text).toContain('Account confirmation');
    expect(text).toContain('Anna Novak');
    expect(text).toContain(account.accountNumber);
    expect(text).toContain(entity);
    expect((await call('accountConfirmation', { accountId: account.accountId, brandId: 'nope' })).responseCode).toBe(
      'VF',
    );
  });

  test('an accepted agreement downloads as a PDF; one never accepted is unknown', async () => {
    const { agreements } = await call('legalInfo');
    const answer = await call('agreementDownload', { id: agreements[0].id, pdf: true });
    const text = pdfText(new Uint8Array(await (await t.request(answer.url)).arrayBuffer()));
    expect(text).toContain(agreements[0].title);
    expect((await call('agreementDownload', { id: 999 })).responseCode).toBe('TA1');
  });
});

describe('finishedMonths', () => {
  test.each([
    ['2026-01-15', '2026-01-20', []],
    ['2026-01-15', '2026-02-01', [['2026-01-01', '2026-01-31']]],
    [
      '2025-12-31',
      '2026-03-05',
      [
        ['2026-02-01', '2026-02-28'],
        ['2026-01-01', '2026-01-31'],
        ['2025-12-01', '2025-12-31'],
      ],
    ],
  ])('opened %s, now %s', (opened, now, expected) => {
    expect(
      finishedMonths(new Date(`${opened}T10:00:00Z`), new Date(`${now}T10:00:00Z`)).map((p) => [p.fromDate, p.toDate]),
    ).toEqual(expected);
  });
});
