// @vitest-environment node
// The acceptance test of issue 4: with 30% of connections dropped on a money-moving call, a client
// that retries on connection errors with the same Idempotency-Key books every transfer exactly once.
import { and, count, eq } from 'drizzle-orm';
import { transactions } from '../domains/accounts/tables.ts';
import { TxType } from '../domains/accounts/transaction-types.ts';
import { createTestSandbox, newKey, type TestSandbox, TEST_CONTROL_SECRET } from '../test/harness.ts';
import { testDbKinds } from '../test/databases.ts';

describe.each(testDbKinds)('dropped connections on %s', (kind) => {
  let t: TestSandbox;
  let base: string;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    base = await t.listen();
  });
  afterAll(() => t.close());

  /** The client loop: the same request and key again on a connection error, until an answer comes. */
  async function submitUntilAnswered(init: RequestInit, url: string) {
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      try {
        const response = await fetch(url, init);
        return { attempt, body: (await response.json()) as Record<string, unknown> };
      } catch {
        // no answer at all (the socket was destroyed): try again with the same key
      }
    }
    throw new Error('no answer after 50 attempts');
  }

  test('30% dropped: 30 transfers, each booked exactly once', async () => {
    const { accessToken } = await t.signIn('anna.personal');
    const list = (await t.call('balanceInquiry', {}, { token: accessToken })).body.accounts;
    const eur = list.find(
      (a: { currencyCode: string; typeId: number }) => a.currencyCode === 'EUR' && a.typeId === 1001,
    );
    const usd = list.find((a: { currencyCode: string }) => a.currencyCode === 'USD');
    const booked = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(transactions)
          .where(and(eq(transactions.typeId, TxType.betweenAccounts), eq(transactions.fromAccountId, eur.accountId)))
      )[0]?.n ?? 0;
    const before = await booked();

    await fetch(`${base}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-secret': TEST_CONTROL_SECRET },
      body: JSON.stringify({ method: 'transferBetweenAccounts', dropRate: 0.3, seed: 2026 }),
    });

    const transactionIds = new Set<unknown>();
    let attempts = 0;
    for (let i = 0; i < 30; i += 1) {
      const init = {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'idempotency-key': newKey(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ fromAccount: eur.accountId, toAccount: usd.accountId, toAmount: '1.08' }),
      };
      const { attempt, body } = await submitUntilAnswered(init, `${base}/api?method=transferBetweenAccounts`);
      attempts += attempt;
      expect(body.responseCode).toBe('00');
      transactionIds.add(body.transactionId);
    }

    const { faults } = (await (
      await fetch(`${base}/__sandbox/faults`, { headers: { 'x-sandbox-secret': TEST_CONTROL_SECRET } })
    ).json()) as {
      faults: { counters: { calls: number; dropBefore: number; dropAfter: number } }[];
    };
    const counters = faults[0]?.counters;
    expect(counters?.calls).toBe(attempts);
    expect(counters?.dropBefore).toBeGreaterThan(0);
    expect(counters?.dropAfter).toBeGreaterThan(0); // booked, but the client never heard: the retry must replay
    expect(transactionIds.size).toBe(30);
    expect((await booked()) - before).toBe(30);
  });
});
