// @vitest-environment node
// A global pay batch submitted by a user with access right 3 (security review H1): a company request, held,
// listed for the approvers; the payees are mailed only when boris approves; a decline makes it a draft again.
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { minorOf } from '../../money.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { demoCsv } from './test-support.ts';

describe('global pay batches of a right-3 user', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  let northwind: number;
  let eurAccount: { accountId: number; balance: string };
  const balance = async () =>
    (
      (await t.call('balanceInquiry', {}, { token: token.erin })).body.accounts as {
        accountId: number;
        balance: string;
      }[]
    ).find((a) => a.accountId === eurAccount.accountId)?.balance;
  const mailsTo = async (recipient: string) =>
    (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).length;
  const uploadAndSubmit = async (seed: string) => {
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: `erin ${seed}`, accountId: eurAccount.accountId }));
    form.set('attachedFile', new Blob([demoCsv(1, [], seed)]), 'b.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token.erin}`, 'idempotency-key': newKey() },
        body: form,
      })
    ).json()) as { batchId: number };
    const submitted = await t.call(
      'globalPayBatchSubmit',
      { batchId: uploaded.batchId },
      { token: token.erin, key: newKey() },
    );
    return { batchId: uploaded.batchId, submitted: submitted.body };
  };
  const decide = (transactionId: number, declined: boolean) =>
    t.call(
      'businessTransactionRequestApprove',
      { transactionIds: [transactionId], declined, fromCustomerId: northwind },
      { token: token.boris, key: newKey() },
    );

  beforeAll(async () => {
    t = await createTestSandbox();
    token.erin = (await t.signIn('erin.employee')).accessToken;
    token.boris = (await t.signIn('boris.business')).accessToken;
    northwind = (await t.call('customerInfo', {}, { token: token.erin })).body.customer.customerId;
    const accounts = (await t.call('balanceInquiry', {}, { token: token.erin })).body.accounts;
    eurAccount = accounts.find(
      (a: { currencyCode: string; typeId: number }) => a.currencyCode === 'EUR' && a.typeId === 1001,
    );
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('waits for an approver, held from the company account, no payee mailed; approved, the payee is mailed', async () => {
    const before = await balance();
    const { batchId, submitted } = await uploadAndSubmit('approved');
    expect(submitted).toMatchObject({
      responseCode: '00',
      status: 'waiting',
      statusId: 41,
      responseDescription: 'Transaction created',
    });
    expect(await mailsTo('payee1@example.com')).toBe(0);
    expect(minorOf(String(await balance()), 'EUR')).toBe(
      minorOf(String(before), 'EUR') - minorOf(submitted.estimatedTotal, 'EUR'),
    );
    const listed = await t.call(
      'businessTransactionRequestList',
      { fromCustomerId: northwind },
      { token: token.boris },
    );
    expect(listed.body.transactionRequestList.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ transactionId: submitted.transactionId })]),
    );
    const status = await t.call('globalPayBatchStatus', { batchId }, { token: token.erin });
    expect(status.body.status).toBe('waiting');
    expect((await decide(submitted.transactionId, false)).body.results[0]).toMatchObject({ statusId: 2 });
    expect((await t.call('globalPayBatchStatus', { batchId }, { token: token.erin })).body.status).toBe('submitted');
    expect(await mailsTo('payee1@example.com')).toBe(1);
  });

  test('declined: the money returns, the batch is a draft again and nobody is mailed', async () => {
    const before = await balance();
    const mails = await mailsTo('payee1@example.com');
    const { batchId, submitted } = await uploadAndSubmit('declined');
    expect((await decide(submitted.transactionId, true)).body.results[0]).toMatchObject({ statusId: 26 });
    expect(await balance()).toBe(before);
    expect((await t.call('globalPayBatchStatus', { batchId }, { token: token.erin })).body.status).toBe('draft');
    expect(await mailsTo('payee1@example.com')).toBe(mails);
  });
});
