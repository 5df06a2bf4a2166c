// @vitest-environment node
// Where a submitted transfer's approval stands, as the approval popup asks it when it may have missed the realtime
// event: the transfer's own history row (transactionHistory with its id as the keyword; WIRE.md "History row"),
// its statusId and the payer's `approval`. The payee's row never shows the payer's approval; others see no row.
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

describe('a submitted transfer’s status in its history row', () => {
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
  /** The transfer's row for `who` (the outgoing leg when there are two), or undefined. */
  const statusOf = async (who: string, transactionId: number) => {
    const answer = await t.call(
      'transactionHistory',
      { keyword: String(transactionId), pageNumber: 1 },
      { token: tokens[who] },
    );
    expect(answer.body.responseCode).toBe('00');
    const rows = answer.body.transactions.transaction as Array<Record<string, unknown>>;
    return rows.find((row) => row.transactionId === transactionId);
  };
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
    expect(await statusOf('pavel.push', submitted.transactionId)).toMatchObject({
      direction: 'outgoing',
      statusId: 41,
      approval: { operationId: submitted.operationId, approveType: 'push', status: 'waiting' },
    });
    await t.request(`/__sandbox/push/${await lastPushKey()}/${verb}`, { method: 'POST' });
    expect(await statusOf('pavel.push', submitted.transactionId)).toMatchObject({
      statusId,
      approval: { operationId: submitted.operationId, status },
    });
  });

  test('the payee’s row does not show the payer’s approval, and a third person finds no row', async () => {
    const submitted = await send('pavel.push', '1.10');
    expect(await statusOf('anna.personal', submitted.transactionId)).toMatchObject({
      direction: 'incoming',
      approval: null,
      feeTransactionId: null,
      fee: '0.00',
    });
    expect(await statusOf('sofia.sms', submitted.transactionId)).toBeUndefined();
  });

  test('an unanswered code reads rejected once it expired', async () => {
    const submitted = await send('sofia.sms', '1.25');
    expect(await statusOf('sofia.sms', submitted.transactionId)).toMatchObject({ approval: { status: 'waiting' } });
    // Its time ran out (set in the table: moving the clock 5 minutes would idle the session out too).
    await t.db
      .update(transferOperations)
      .set({ expiresAt: t.clock.now() })
      .where(eq(transferOperations.id, submitted.operationId));
    expect(await expireOverdueOperations(t.sandbox)).toBe(1);
    expect(await statusOf('sofia.sms', submitted.transactionId)).toMatchObject({
      statusId: 26,
      approval: { status: 'rejected' },
    });
  });
});
