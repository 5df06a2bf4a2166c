// @vitest-environment node
// transferStatus (WIRE.md "Approving a submitted transfer"): where a submitted transfer's approval stands, for the
// approval popup that may have missed the realtime event. Only the submitter reads it.
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { expireOverdueOperations } from './expiry.ts';
import { transferOperations } from './tables.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
}

describe('transferStatus', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const send = async (who: string, amount: string) => {
    const accounts = (await t.call('balanceInquiry', {}, { token: tokens[who] })).body.accounts as Account[];
    const from = accounts.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account;
    const toEmail = loginOf('anna.personal');
    const answer = await t.call(
      'p2pTransferFunds',
      { fromAccountId: from.accountId, toEmail, amount },
      { token: tokens[who], key: newKey() },
    );
    return answer.body as { operationId: string; transactionId: number };
  };
  const statusOf = (who: string, trxid: string) => t.call('transferStatus', { trxid }, { token: tokens[who] });
  const lastPushKey = async () => {
    const [row] = await t.db
      .select({ key: outboxMessages.loginKey })
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Approve your transfer'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return String(row?.key);
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const name of ['anna.personal', 'pavel.push', 'sofia.sms']) tokens[name] = (await t.signIn(name)).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['approve', 'approved', 2],
    ['refuse', 'rejected', 26],
  ])('a push the device answered (%s) reads %s, the transaction at %i', async (verb, status, statusId) => {
    const submitted = await send('pavel.push', '1.50');
    expect((await statusOf('pavel.push', submitted.operationId)).body).toMatchObject({
      responseCode: '00',
      operationId: submitted.operationId,
      status: 'waiting',
      transactionId: submitted.transactionId,
      statusId: 41,
    });
    await t.request(`/__sandbox/push/${await lastPushKey()}/${verb}`, { method: 'POST' });
    expect((await statusOf('pavel.push', submitted.operationId)).body).toMatchObject({ status, statusId });
  });

  test.each([
    ['another person’s transfer', 'anna.personal'],
    ['an unknown operation', 'pavel.push'],
  ])('refuses %s', async (_case, who) => {
    const submitted = await send('pavel.push', '1.10');
    const trxid = who === 'pavel.push' ? 'op_unknown' : submitted.operationId;
    expect((await statusOf(who, trxid)).body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'trxid', description: 'is not one of your transfers' }],
    });
  });

  test('an unanswered code reads rejected once it expired', async () => {
    const submitted = await send('sofia.sms', '1.25');
    expect((await statusOf('sofia.sms', submitted.operationId)).body).toMatchObject({ status: 'waiting' });
    // Its time ran out (set in the table: moving the clock 5 minutes would idle the session out too).
    await t.db
      .update(transferOperations)
      .set({ expiresAt: t.clock.now() })
      .where(eq(transferOperations.id, submitted.operationId));
    expect(await expireOverdueOperations(t.sandbox)).toBe(1);
    expect((await statusOf('sofia.sms', submitted.operationId)).body).toMatchObject({
      status: 'rejected',
      statusId: 26,
    });
  });
});
