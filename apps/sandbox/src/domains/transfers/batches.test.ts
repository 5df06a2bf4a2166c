// @vitest-environment node
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { batchStatus } from './batches.ts';

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
});

describe('rules', () => {
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
