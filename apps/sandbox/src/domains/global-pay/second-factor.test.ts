// @vitest-environment node
// A global pay batch follows its submitter's approval mode, as every transfer does: a person who confirms payments
// by SMS or on their device gets the batch held (41) and waiting, no payee mailed; their code (or device) approves
// it and the payees are mailed; a refusal, or three wrong codes, returns the money and makes it a draft again.
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { minorOf } from '../../money.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { demoCsv } from './test-support.ts';

interface Account {
  accountId: number;
  balance: string;
  currencyCode: string;
  typeId: number;
}

describe('global pay batches confirmed with the submitter’s second factor', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  const eurOf = async (who: string) =>
    ((await t.call('balanceInquiry', {}, { token: token[who] })).body.accounts as Account[]).find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
  const mailsTo = async (recipient: string) =>
    (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).length;
  const lastMessage = async (subject: string) => {
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, subject))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return row;
  };
  const uploadAndSubmit = async (who: string, seed: string) => {
    const account = await eurOf(who);
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: `${who} ${seed}`, accountId: account.accountId }));
    form.set('attachedFile', new Blob([demoCsv(1, [], seed)]), 'b.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token[who]}`, 'idempotency-key': newKey() },
        body: form,
      })
    ).json()) as { batchId: number };
    const submitted = await t.call(
      'globalPayBatchSubmit',
      { batchId: uploaded.batchId },
      { token: token[who], key: newKey() },
    );
    return { batchId: uploaded.batchId, submitted: submitted.body, before: account.balance };
  };
  const batchStatus = async (who: string, batchId: number) =>
    (await t.call('globalPayBatchStatus', { batchId }, { token: token[who] })).body.status;

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const who of ['sofia.sms', 'pavel.push']) token[who] = (await t.signIn(who)).accessToken;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test.each([
    ['sofia.sms', 'sms'],
    ['pavel.push', 'push'],
  ])('%s: held and waiting for the %s approval, no payee mailed', async (who, approveType) => {
    const { batchId, submitted, before } = await uploadAndSubmit(who, `held-${approveType}`);
    expect(submitted).toMatchObject({
      responseCode: '00',
      responseDescription: 'Transfer waits for approval',
      status: 'waiting',
      statusId: 41,
      approveType,
      availableApprovalMethods: [approveType],
      operationId: expect.stringMatching(/^op_/),
    });
    expect(await batchStatus(who, batchId)).toBe('waiting');
    expect(await mailsTo('payee1@example.com')).toBe(0);
    expect(minorOf((await eurOf(who)).balance, 'EUR')).toBe(
      minorOf(before, 'EUR') - minorOf(submitted.estimatedTotal, 'EUR'),
    );
  });

  test('the right SMS code submits the batch and mails its payee', async () => {
    const mailed = await mailsTo('payee1@example.com');
    const { batchId, submitted } = await uploadAndSubmit('sofia.sms', 'sms-approved');
    const code = (await lastMessage('Transfer code'))?.code;
    const approved = await t.call(
      'transferApprove',
      { trxid: submitted.operationId, approvalCode: code },
      { token: token['sofia.sms'] },
    );
    expect(approved.body).toMatchObject({ responseCode: '00', statusId: 2 });
    expect(await batchStatus('sofia.sms', batchId)).toBe('submitted');
    expect(await mailsTo('payee1@example.com')).toBe(mailed + 1);
  });

  test.each([
    ['three wrong codes', 'sofia.sms'],
    ['a refusal on the device', 'pavel.push'],
  ])('%s: the money comes back and the batch is a draft again', async (_case, who) => {
    const { batchId, submitted, before } = await uploadAndSubmit(who, `refused-${who}`);
    if (who === 'pavel.push') {
      const key = (await lastMessage('Approve your transfer'))?.loginKey;
      await t.request(`/__sandbox/push/${key}/refuse`, { method: 'POST' });
    } else {
      for (const _ of [1, 2, 3])
        await t.call(
          'transferApprove',
          { trxid: submitted.operationId, approvalCode: '111111' },
          { token: token[who] },
        );
    }
    expect(await batchStatus(who, batchId)).toBe('draft');
    expect((await eurOf(who)).balance).toBe(before);
  });
});
