// @vitest-environment node
// Every writing method with an Idempotency-Key runs through the store, marked `idempotent` or not (the client sends
// a key with every write): done once and replayed, a different body refused, a refusal not kept, its realtime
// events sent after the commit only, the stored answer sealed (outside-store.test.ts: the methods that run outside it).
import { count, desc, eq, like } from 'drizzle-orm';
import { idempotencyKeys, outboxMessages } from '../db/tables.ts';
import { DEMO_PASSWORD } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';
import { createRegistry } from '../domains/index.ts';
import { failure, ok } from './answers.ts';
import { runIdempotent } from './idempotency.ts';

/** A socket of the realtime hub that keeps what it is sent. */
const listeningSocket = () => {
  const frames: { type: string; event: { type: string; code?: string } }[] = [];
  return { frames, send: (data: string) => frames.push(JSON.parse(data)), close: () => {} };
};

describe('the idempotency store and the writing methods', () => {
  let t: TestSandbox;
  let anna: string;
  let annaCustomer: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
    annaCustomer = (await t.sandbox.sessions.authenticate(anna))?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const passwordCodesSent = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Approve your password change'))
    )[0]?.n ?? 0;
  const change = { password: DEMO_PASSWORD, passwordNew: 'new-Pass-2027', passwordNewRepeat: 'new-Pass-2027' };

  test('a method not marked idempotent, called twice with one key, does its work once and replays its answer', async () => {
    expect(createRegistry().get('changePassword')?.idempotent).toBeFalsy();
    const before = await passwordCodesSent();
    const key = newKey();
    const first = await t.call('changePassword', change, { token: anna, key });
    const again = await t.call('changePassword', change, { token: anna, key });
    expect(first.body).toMatchObject({ responseCode: '00', requestKey: expect.any(String) });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await passwordCodesSent()).toBe(before + 1);
    // Without a key it runs as it always did: a second code.
    await t.call('changePassword', change, { token: anna });
    expect(await passwordCodesSent()).toBe(before + 2);
  });

  test('the same key with a different body is refused, and nothing is done', async () => {
    const key = newKey();
    await t.call('changePassword', change, { token: anna, key });
    const before = await passwordCodesSent();
    const other = { ...change, passwordNew: 'other-Pass-2027', passwordNewRepeat: 'other-Pass-2027' };
    const refused = await t.call('changePassword', other, { token: anna, key });
    expect(refused.body).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Idempotency-Key was already used with a different request',
    });
    expect(await passwordCodesSent()).toBe(before);
  });

  test('a refused answer is not kept: the same key and body are judged again', async () => {
    const key = newKey();
    const wrong = { ...change, password: 'not-my-Pass-1' };
    const first = await t.call('changePassword', wrong, { token: anna, key });
    expect(first.body).toMatchObject({ responseCode: 'VF' });
    const rows = await t.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.method, 'changePassword'));
    const again = await t.call('changePassword', wrong, { token: anna, key });
    expect(again.body).toMatchObject({ responseCode: 'VF' });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(
      await t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.method, 'changePassword')),
    ).toEqual(rows);
  });

  test('a realtime event goes out once the call commits, once: never again on a replay', async () => {
    const socket = listeningSocket();
    t.sandbox.hub.add(annaCustomer, socket, 'listening-session');
    try {
      const set = await t.call(
        'twoStepVerificationSet',
        { mode: 'transaction', typeMode: 'none' },
        { token: anna, key: newKey() },
      );
      const [message] = await t.db
        .select({ code: outboxMessages.code })
        .from(outboxMessages)
        .where(like(outboxMessages.subject, 'Confirm your two-step%'))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const key = newKey();
      const confirm = { reqId: set.body.reqId, code: message?.code };
      expect((await t.call('twoStepVerificationConfirm', confirm, { token: anna, key })).body.responseCode).toBe('00');
      expect(
        (await t.call('twoStepVerificationConfirm', confirm, { token: anna, key })).headers.get('idempotent-replayed'),
      ).toBe('true');
      expect(socket.frames.filter((frame) => frame.event.type === 'twoStepModeConfirmed')).toHaveLength(1);
    } finally {
      t.sandbox.hub.remove(annaCustomer, socket, 'listening-session');
    }
  });

  test('an event asked for by work that rolls back is never sent; one of work that commits, after the commit', async () => {
    const socket = listeningSocket();
    t.sandbox.hub.add(annaCustomer, socket, 'listening-session');
    try {
      const scope = { customerId: annaCustomer, method: 'eventTest', key: newKey() };
      await runIdempotent(t.db, scope, 'h1', async () => {
        t.sandbox.hub.publish(annaCustomer, { type: 'rolledBack' });
        return failure('VF', 'refused');
      });
      let heardBeforeCommit = -1;
      await runIdempotent(t.db, { ...scope, key: newKey() }, 'h2', async () => {
        t.sandbox.hub.publish(annaCustomer, { type: 'committed' });
        heardBeforeCommit = socket.frames.length;
        return ok();
      });
      expect(heardBeforeCommit).toBe(0);
      expect(socket.frames.map((frame) => frame.event.type)).toEqual(['committed']);
    } finally {
      t.sandbox.hub.remove(annaCustomer, socket, 'listening-session');
    }
  });

  test('the store keeps neither the key nor a readable answer: tokens and PINs stay out of the table', async () => {
    const key = newKey();
    await runIdempotent(t.db, { customerId: 1, method: 'sealTest', key }, 'h', async () =>
      ok({ accessToken: 'secret-access-token' }),
    );
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.method, 'sealTest'));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain('secret-access-token');
    const again = await runIdempotent(t.db, { customerId: 1, method: 'sealTest', key }, 'h', async () => ok());
    expect(again).toEqual({ replayed: true, answer: { responseCode: '00', accessToken: 'secret-access-token' } });
  });
});
