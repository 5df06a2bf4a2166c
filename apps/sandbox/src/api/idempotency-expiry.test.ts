// @vitest-environment node
// A kept answer is replayed for a day, then forgotten: a retry within the day replays, a key used again after it
// runs the call anew.
import { count, eq, like } from 'drizzle-orm';
import { idempotencyKeys, outboxMessages } from '../db/tables.ts';
import { DEMO_PASSWORD } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';
import { forgetOldIdempotencyKeys, IDEMPOTENCY_KEEP_MS } from './idempotency-expiry.ts';

describe('the idempotency keys expire after a day', () => {
  let t: TestSandbox;
  let anna: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  const codesSent = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Approve your password change'))
    )[0]?.n ?? 0;
  const change = { password: DEMO_PASSWORD, passwordNew: 'new-Pass-2027', passwordNewRepeat: 'new-Pass-2027' };
  const sweep = () => forgetOldIdempotencyKeys({ db: t.db, now: t.clock.now });

  test('kept within the day, forgotten after it', async () => {
    const key = newKey();
    await t.call('changePassword', change, { token: anna, key });
    const sent = await codesSent();

    t.clock.advance(IDEMPOTENCY_KEEP_MS - 60 * 60 * 1000);
    expect(await sweep()).toBe(0);
    // The session of the first call has ended meanwhile: the retry comes from a new one of the same customer.
    anna = (await t.signIn('anna.personal')).accessToken;
    const replayed = await t.call('changePassword', change, { token: anna, key });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await codesSent()).toBe(sent);

    t.clock.advance(2 * 60 * 60 * 1000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ n: count() }).from(idempotencyKeys).where(like(idempotencyKeys.method, 'change%'));
    expect(left[0]?.n).toBe(0);
    anna = (await t.signIn('anna.personal')).accessToken;
    const anew = await t.call('changePassword', change, { token: anna, key });
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
    expect(await codesSent()).toBe(sent + 1);
  });
});
