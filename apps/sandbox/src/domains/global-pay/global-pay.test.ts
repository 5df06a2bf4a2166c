// @vitest-environment node
// Global pay batches over HTTP as boris: uploads (CSV and XLSX) refused whole when malformed and nothing kept,
// code 92 for the same file unless ignoreIdenticalBatch, the row edits, and the submit booked through the ledger
// with a link for each recipient in the inbox.
import { compareDecimals } from '@paydeck/brand-config/decimal';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { globalPayBatches } from './tables.ts';
import { demoCsv, demoXlsx, zipBomb } from './test-support.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}

describe('global pay batches', () => {
  let t: TestSandbox;
  let token = '';
  let account: Account;
  const call = (method: string, body: object, key?: string) => t.call(method, body, { token, ...(key ? { key } : {}) });
  const upload = async (file: Blob, name: string, extra: object = {}) => {
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'November', accountId: account.accountId, ...extra }));
    form.set('attachedFile', file, name);
    const response = await t.request('/api?method=globalPayBatchUpload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return (await response.json()) as Record<string, never>;
  };
  const batchCount = async () => (await t.db.select().from(globalPayBatches)).length;

  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('boris.business')).accessToken;
    const accounts = (await call('balanceInquiry', {})).body.accounts as Account[];
    const payment = accounts.filter((a) => a.typeId === 1001);
    account = payment.reduce(
      (best, a) => (compareDecimals(a.balance, best.balance) > 0 ? a : best),
      payment[0] as Account,
    );
  });
  afterAll(() => t.close());

  test.each([
    ['wrong columns', async () => new Blob(['amount,name\n1,Ana\n']), 'b.csv', 'must have the columns'],
    ['1,001 rows', async () => new Blob([demoCsv(1001)]), 'b.csv', 'at most 1,000 payment rows'],
    [
      'a formula in a CSV cell',
      async () => new Blob([demoCsv(2).replace('Payee 2', '=1+2')]),
      'b.csv',
      'formulas (row 3)',
    ],
    [
      'a minus formula in a CSV cell (review L6)',
      async () => new Blob([demoCsv(2).replace('Payee 2', '-1+2')]),
      'b.csv',
      'formulas (row 3)',
    ],
    ['a formula in an XLSX cell', async () => new Blob([await demoXlsx(3, 1)]), 'b.xlsx', 'formulas (row 3)'],
    ['an XLSX ZIP bomb', async () => new Blob([zipBomb(50)]), 'b.xlsx', 'must inflate to at most'],
    ['a 3 MB file', async () => new Blob([demoCsv(2).padEnd(3_000_000, ' ')]), 'b.csv', 'at most 2,000,000 bytes'],
    ['an image', async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0, 0])]), 'b.csv', 'CSV or XLSX'],
  ])('refused whole, nothing kept: %s', async (_case, file, name, description) => {
    const before = await batchCount();
    const answer = await upload(await file(), name);
    expect(answer.responseCode).toBe('VF');
    expect(JSON.stringify(answer.validationErrors)).toContain(description);
    expect(await batchCount()).toBe(before);
  });

  test('an XLSX of 20 rows is read', async () => {
    const answer = await upload(new Blob([await demoXlsx(20)]), 'b.xlsx');
    expect(answer).toMatchObject({ responseCode: '00', result: { rows: 20, invalidRows: 0 } });
  });

  test('the same file again answers 92 with the first batch; ignoreIdenticalBatch uploads it', async () => {
    const file = new Blob([demoCsv(5, [], 'dup')]);
    const first = await upload(file, 'a.csv');
    expect(first.responseCode).toBe('00');
    const again = await upload(file, 'a.csv');
    expect(again).toMatchObject({ responseCode: '92', batchId: first.batchId, date: first.date });
    const forced = await upload(file, 'a.csv', { ignoreIdenticalBatch: true });
    expect(forced.responseCode).toBe('00');
    expect(forced.batchId).not.toBe(first.batchId);
  });

  test('rows are fixed, removed, restored and a method forbidden; the submit books once and mails each payee', async () => {
    const uploaded = await upload(new Blob([demoCsv(6, [2])]), 'c.csv');
    expect(uploaded).toMatchObject({ responseCode: '00', result: { rows: 6, invalidRows: 1 } });
    const batchId = uploaded.batchId;
    const details = async () => (await call('globalPayBatchDetails', { batchId })).body.batch;
    const payments = (await details()).payments as { paymentId: number; problems: object }[];
    expect(payments[2]?.problems).toEqual({ beneficiaryEmail: 'format' });
    expect((await call('globalPayBatchSubmit', { batchId }, newKey())).body.responseCode).toBe('VF');
    const id = (i: number) => payments[i]?.paymentId as number;
    const fixed = await call('globalPayPaymentUpdate', {
      batchId,
      paymentId: id(2),
      paymentData: { beneficiaryEmail: 'p3@example.com' },
    });
    expect(fixed.body.payment.problems).toEqual({});
    expect((await call('globalPayPaymentRemove', { batchId, paymentId: id(4) })).body.payment.removed).toBe(true);
    expect((await call('globalPayPaymentRemove', { batchId, paymentId: id(5) })).body.payment.removed).toBe(true);
    expect((await call('globalPayPaymentRestore', { batchId, paymentId: id(5) })).body.payment.removed).toBe(false);
    // `list` names the payments the change applies to (payments.md 7); all or none.
    const forbid = await call('globalPayPaymentSetMethodForbidden', {
      batchId,
      list: [id(0), id(1)],
      method: 'crypto',
      forbidden: true,
    });
    expect(forbid.body.payments.map((p: { paymentId: number }) => p.paymentId)).toEqual([id(0), id(1)]);
    for (const payment of forbid.body.payments)
      expect(payment.paymentMethods).toContainEqual({ name: 'crypto', forbidden: true });
    const allowed = await call('globalPayPaymentSetMethodForbidden', {
      batchId,
      list: [id(1)],
      method: 'crypto',
      forbidden: false,
    });
    expect(allowed.body.payments[0].paymentMethods).toContainEqual({ name: 'crypto', forbidden: false });
    const unknown = await call('globalPayPaymentSetMethodForbidden', {
      batchId,
      list: [id(1), 999_999],
      method: 'crypto',
      forbidden: true,
    });
    expect(unknown.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'list', description: 'names a payment that is not of this batch' }],
    });
    const stillAllowed = (await call('globalPayBatchDetails', { batchId })).body.batch.payments.find(
      (p: { paymentId: number }) => p.paymentId === id(1),
    );
    expect(stillAllowed.paymentMethods).toContainEqual({ name: 'crypto', forbidden: false }); // none changed
    await call('globalPayPaymentSetFeeSide', { batchId, paymentId: id(1), feeShare: 'beneficiary' });
    const summary = (await call('globalPayGlobalSummary', { batchId })).body;
    expect(summary).toMatchObject({ responseCode: '00', count: 5 });
    const key = newKey();
    const submitted = await call('globalPayBatchSubmit', { batchId }, key);
    expect(submitted.body).toMatchObject({
      responseCode: '00',
      status: 'submitted',
      estimatedTotal: summary.estimatedTotal,
    });
    expect((await call('globalPayBatchSubmit', { batchId }, key)).body.transactionId).toBe(
      submitted.body.transactionId,
    );
    expect((await call('globalPayBatchSubmit', { batchId }, newKey())).body.responseCode).toBe('VF');
    const mails = await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(5);
    expect(mails.every((mail) => mail.link?.startsWith('/receive/'))).toBe(true);
    expect(
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'payee5@example.com'))).length,
    ).toBe(0);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });
});
