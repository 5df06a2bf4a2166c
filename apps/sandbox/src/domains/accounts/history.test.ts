// @vitest-environment node
import { compareDecimals } from '@paydeck/brand-config/decimal';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';

interface Entry {
  transactionId: number;
  transactionDate: string;
  dateTime: string;
  typeId: number;
  type: string;
  operationType: string;
  statusId: number;
  direction: 'incoming' | 'outgoing';
  accountId: number;
  amount: string;
  currencyCode: string;
  description: string;
  counterpartyName: string | null;
  counterpartyEmail: string | null;
}

describe.each(testDbKinds)('transactionHistory on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  let all: Entry[];
  const history = async (filter: object) => (await t.call('transactionHistory', filter, { token: anna })).body;

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
    all = [];
    for (let page = 1; ; page += 1) {
      const body = await history({ pageNumber: page, pageSize: 100 });
      all.push(...body.transactions.transaction);
      if (all.length >= body.results) break;
    }
  });
  afterAll(() => t.close());

  test('anna has 60+ entries spread over months, the newest within days, of varied types and statuses', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    const days = (iso: string) => (Date.now() - Date.parse(iso)) / 86_400_000;
    expect(days(all[0]?.dateTime ?? '')).toBeLessThan(3);
    expect(days(all.at(-1)?.dateTime ?? '')).toBeGreaterThan(120);
    expect(new Set(all.map((e) => e.type)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((e) => e.statusId))).toEqual(new Set([2, 26, 41]));
    expect(all.map((e) => e.dateTime)).toEqual([...all.map((e) => e.dateTime)].sort().reverse());
  });

  test('the first page: 20 entries by default, with counts', async () => {
    const body = await history({});
    expect(body.transactions.transaction).toHaveLength(20);
    expect(body.results).toBe(all.length);
    expect(body.rejectedCount).toBe(all.filter((e) => e.statusId === 26).length);
    expect(body.processingCount).toBe(all.filter((e) => e.statusId === 41).length);
    expect(body.transactions.transaction[0]).toEqual(all[0]);
  });

  const midDate = () => all[Math.floor(all.length / 2)]?.transactionDate ?? '';
  const cases: [string, () => object, (e: Entry) => boolean][] = [
    [
      'one account',
      () => ({ accountId: all.find((e) => e.currencyCode === 'USD')?.accountId }),
      (e) => e.currencyCode === 'USD',
    ],
    ['a type', () => ({ transactionType: 10 }), (e) => e.typeId === 10],
    ['type 0 (all)', () => ({ transactionType: 0 }), () => true],
    ['incoming', () => ({ transactionDirection: 'incoming' }), (e) => e.direction === 'incoming'],
    ['outgoing', () => ({ transactionDirection: 'outgoing' }), (e) => e.direction === 'outgoing'],
    ['rejected', () => ({ status: 26 }), (e) => e.statusId === 26],
    ['from a date', () => ({ fromDate: midDate() }), (e) => e.transactionDate >= midDate()],
    ['to a date', () => ({ toDate: midDate() }), (e) => e.transactionDate <= midDate()],
    [
      'an amount range',
      () => ({ fromAmount: '50', toAmount: 200 }),
      (e) => compareDecimals(e.amount, '50') >= 0 && compareDecimals(e.amount, '200') <= 0,
    ],
    [
      'a keyword (case-insensitive)',
      () => ({ keyword: 'card PAYMENT' }),
      (e) => /card payment/i.test(`${e.description} ${e.counterpartyName}`),
    ],
    [
      'a counterparty e-mail',
      () => ({ email: 'Marta.Lopez@example.com' }),
      (e) => e.counterpartyEmail === 'marta.lopez@example.com',
    ],
    [
      'outgoing fees',
      () => ({ transactionDirection: 'outgoing', transactionType: 11 }),
      (e) => e.direction === 'outgoing' && e.operationType === 'Fees',
    ],
  ];

  test.each(cases)('filter: %s', async (_, filter, predicate) => {
    const expected = all.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    const body = await history({ ...filter(), pageSize: 100 });
    expect(body.results).toBe(expected.length);
    expect(body.transactions.transaction).toEqual(expected.slice(0, 100));
  });

  test.each([
    ['transactionTypeId', 10, 'transactionType'],
    ['direction', 'outgoing', 'transactionDirection'],
    ['statusId', 26, 'status'],
  ])("the old name %s is refused, naming the spec's %s", async (param, value, specName) => {
    const body = await history({ [param]: value });
    expect(body).toEqual({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors: [{ param, description: `is not a history filter; the spec names it ${specName}` }],
    });
  });

  test('customerId: the customer acted for is accepted, another refused', async () => {
    const own = (await t.call('customerInfo', {}, { token: anna })).body.customer.customerId as number;
    expect(await history({ customerId: own, pageSize: 100 })).toMatchObject({
      responseCode: '00',
      results: all.length,
    });
    expect(await history({ customerId: own + 1000 })).toMatchObject({ responseCode: 'ENOA' });
  });

  test('paging walks the same order without overlap', async () => {
    const second = await history({ pageNumber: 2, pageSize: 7 });
    expect(second.transactions.transaction).toEqual(all.slice(7, 14));
  });

  test('amounts are positive decimal strings with two decimals', () => {
    for (const entry of all) expect(entry.amount).toMatch(/^\d+\.\d{2}$/);
  });

  test('loginHistory: newest first, paged by 20, with date filters', async () => {
    const body = (await t.call('loginHistory', {}, { token: anna })).body;
    expect(body.results).toBe(25); // 24 seeded + this session
    expect(body.loginHistory).toHaveLength(20);
    const dates = body.loginHistory.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const old = body.loginHistory[10].date.slice(0, 10);
    const filtered = (await t.call('loginHistory', { toDate: old }, { token: anna })).body;
    expect(filtered.loginHistory.every((e: { date: string }) => e.date.slice(0, 10) <= old)).toBe(true);
    expect(filtered.results).toBeLessThan(25);
  });
});
