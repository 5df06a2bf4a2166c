// @vitest-environment node
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { rowProblems } from '@paydeck/transfers/api';
import { parseCsv } from '../global-pay/parse.ts';
import { demoCsv } from '../global-pay/test-support.ts';
import { batchStatus, globalBatchStatus } from './batches.ts';

describe.each(testDbKinds)('transfer batches on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  const call = async (method: string, body: object = {}, options: { token?: string } = {}) =>
    (await t.call(method, body, { token: options.token ?? anna })).body;

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test("batches: anna's freelancer batch, its filter and its file, booked as her history rows", async () => {
    const { batches, results } = await call('batchTransferList', {});
    expect(results).toBe(1);
    expect(batches[0]).toMatchObject({
      name: 'Freelancers, design sprint',
      type: 'p2p',
      rows: 4,
      totalAmount: '125.50',
      completedCount: 3,
      rejectedCount: 1,
      status: 'partiallyCompleted',
    });
    expect((await call('batchTransferList', { search: 'design' })).results).toBe(1);
    expect((await call('batchTransferList', { search: 'payroll' })).results).toBe(0);
    expect((await call('batchTransferList', { types: [3, 4] })).results).toBe(0);
    expect((await call('batchTransferList', { types: [2] })).results).toBe(1);
    const day = batches[0].createdAt.slice(0, 10);
    expect((await call('batchTransferList', { from: day, to: day })).results).toBe(1);
    expect((await call('batchTransferList', { to: '2001-01-01' })).results).toBe(0);

    const view = await call('batchFileView', { id: batches[0].batchId });
    expect(view.rows.map((row: { status: string }) => row.status)).toEqual([
      'completed',
      'completed',
      'rejected',
      'completed',
    ]);
    const history = await call('transactionHistory', { keyword: 'Freelancers, design sprint', pageSize: 100 });
    expect(history.results).toBe(4);
    const file = await (await t.request(view.url)).text();
    expect(file.split('\r\n')[1]).toBe('Marta Lopez,marta.lopez@example.com,35.00,EUR,Logo sketches');
    const boris = (await t.signIn('boris.business')).accessToken;
    expect((await call('batchFileView', { id: batches[0].batchId }, { token: boris })).responseCode).toBe('TA1');
  });

  test("a global pay batch is in its owner's list as type 14 (globalPay), with its id, rows, total and state", async () => {
    const boris = (await t.signIn('boris.business')).accessToken;
    const accounts = (await call('balanceInquiry', {}, { token: boris })).accounts as {
      accountId: number;
      typeId: number;
      currencyCode: string;
    }[];
    const gbp = accounts.find((a) => a.typeId === 1001 && a.currencyCode === 'GBP');
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'Global December', accountId: gbp?.accountId }));
    form.set('attachedFile', new Blob([demoCsv(3)]), 'december.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${boris}` },
        body: form,
      })
    ).json()) as { batchId: number };
    const global = await call('batchTransferList', { types: [14] }, { token: boris });
    expect(global.results).toBe(1);
    expect(global.batches[0]).toMatchObject({
      batchId: uploaded.batchId,
      name: 'Global December',
      typeId: 14,
      type: 'globalPay',
      currencyCode: 'GBP',
      rows: 3,
      totalAmount: '34.50',
      status: 'draft',
    });
    expect((await call('batchTransferList', { types: [3] }, { token: boris })).batches).toEqual([
      expect.objectContaining({ name: 'Affiliate payouts, Q3', typeId: 3 }),
    ]);
    const all = await call('batchTransferList', {}, { token: boris });
    expect(all.batches.map((b: { name: string }) => b.name)).toEqual(['Global December', 'Affiliate payouts, Q3']);
    expect((await call('batchTransferList', { search: 'december' }, { token: boris })).results).toBe(1);
    expect((await call('batchTransferList', { types: [14] })).results).toBe(0); // anna sees none of his
  });

  test('mass sample links: one CSV per mass type', async () => {
    const { links } = await call('massSampleLinkList');
    expect(links.map((link: { type: string }) => link.type)).toEqual([
      'p2p',
      'wire',
      'eft',
      'oct',
      'crypto',
      'instant',
      'interac',
      'global',
    ]);
    const wire = await (await t.request(links[1].url)).text();
    expect(wire.split('\r\n')[0]).toBe(
      'beneficiaryName,iban,swift,bankCountry,paymentPurpose,amount,currency,description',
    );
  });

  test("the global sample is a batch file global pay's upload reads: its columns, a payable row", async () => {
    const { links } = await call('massSampleLinkList');
    const global = links.find((link: { type: string }) => link.type === 'global');
    const bytes = new Uint8Array(await (await t.request(global.url)).arrayBuffer());
    const parsed = parseCsv(bytes);
    if (!('rows' in parsed)) throw new Error(`the sample is refused: ${parsed.refusal}`);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows.map(rowProblems)).toEqual([{}]);
  });
});

describe('rules', () => {
  test.each([
    ['draft', { rows: 2, completed: 0, rejected: 0, processing: 0 }, 'draft'],
    ['canceled', { rows: 2, completed: 0, rejected: 0, processing: 0 }, 'canceled'],
    ['submitted', { rows: 2, completed: 0, rejected: 0, processing: 2 }, 'processing'],
    ['submitted', { rows: 2, completed: 2, rejected: 0, processing: 0 }, 'completed'],
    ['submitted', { rows: 2, completed: 1, rejected: 1, processing: 0 }, 'partiallyCompleted'],
    ['submitted', { rows: 2, completed: 0, rejected: 2, processing: 0 }, 'rejected'],
  ] as const)('a global pay batch %s with %o is %s', (state, counts, status) => {
    expect(globalBatchStatus(state, counts)).toBe(status);
  });

  test.each([
    [{ rows: 3, completed: 3, rejected: 0, processing: 0 }, 'completed'],
    [{ rows: 3, completed: 2, rejected: 0, processing: 1 }, 'processing'],
    [{ rows: 3, completed: 2, rejected: 0, processing: 0 }, 'processing'],
    [{ rows: 3, completed: 2, rejected: 1, processing: 0 }, 'partiallyCompleted'],
    [{ rows: 2, completed: 0, rejected: 2, processing: 0 }, 'rejected'],
    [{ rows: 2, completed: 1, rejected: 0, processing: 1 }, 'processing'],
  ] as const)('batch %o is %s', (counts, status) => {
    expect(batchStatus(counts)).toBe(status);
  });
});
