// @vitest-environment node
// The handlers that now run in the idempotency store's transaction whenever the client sends a key (every write):
// a wrong code still costs its try, and the last one still rejects (keptOnRefusal), in sequence and in parallel;
// its realtime event goes out once; the handlers that wrote through the sandbox's own database or the session store
// (activation, password changes and recovery, a push-approved change) finish, and their sign-outs commit with them.
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../db/tables.ts';
import { CODE_TRIES } from '../domains/identity/crypto.ts';
import { PENDING_ACTIVATION_CODE, PENDING_LOGIN } from '../domains/registration/seed.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';

interface Frame {
  event: { type: string; code?: string; notification?: { type: string } };
}

describe('handlers in the idempotency store', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  const call = (who: string, method: string, body: object) =>
    t.call(method, body, { token: token[who], key: newKey() });
  const newestCode = async (recipient?: string) => {
    const [row] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(and(isNotNull(outboxMessages.code), recipient ? eq(outboxMessages.recipient, recipient) : undefined))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return String(row?.code);
  };
  /** The realtime frames a customer's connection receives while `run` runs. */
  const framesDuring = async (who: string, run: () => Promise<void>) => {
    const customerId = (await t.sandbox.sessions.authenticate(token[who]))?.customerId ?? 0;
    const frames: Frame[] = [];
    const socket = { send: (data: string) => frames.push(JSON.parse(data)), close: () => {} };
    t.sandbox.hub.add(customerId, socket, `listening-${who}`);
    try {
      await run();
    } finally {
      t.sandbox.hub.remove(customerId, socket, `listening-${who}`);
    }
    return frames;
  };
  const eurAccount = async (who: string) =>
    (
      (await t.call('balanceInquiry', {}, { token: token[who] })).body.accounts as {
        accountId: number;
        currencyCode: string;
        typeId: number;
      }[]
    ).find((a) => a.currencyCode === 'EUR' && a.typeId === 1001)?.accountId;
  const heldTransfer = async (amount: string) =>
    (
      await call('sofia', 'p2pTransferFunds', {
        fromAccountId: await eurAccount('sofia'),
        toEmail: loginOf('anna.personal'),
        amount,
      })
    ).body.operationId as string;

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const who of ['sofia.sms', 'anna.personal', 'dora.direct', 'pavel.push']) {
      token[who.split('.')[0] as string] = (await t.signIn(who)).accessToken;
    }
  });
  afterAll(() => t.close());

  test('transferApprove: three wrong codes with a key each reject the transfer, its event sent once', async () => {
    const trxid = await heldTransfer('3.00');
    const answers: string[] = [];
    const frames = await framesDuring('sofia', async () => {
      for (const code of ['111111', '222222', '333333']) {
        answers.push(
          (await call('sofia', 'transferApprove', { trxid, approvalCode: code })).body.validationErrors[0].description,
        );
      }
    });
    expect(answers).toEqual([
      'is not correct',
      'is not correct',
      'was wrong too many times: the transfer was rejected',
    ]);
    expect(frames.filter((frame) => frame.event.code === 'rejected')).toHaveLength(1);
    const late = await call('sofia', 'transferApprove', { trxid, approvalCode: await newestCode() });
    expect(late.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ description: 'was rejected' }] });
  });

  test('transferApprove: ten parallel wrong codes, each with its key, share the three tries', async () => {
    const trxid = await heldTransfer('2.00');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('sofia', 'transferApprove', { trxid, approvalCode: String(500000 + i) }),
      ),
    );
    const compared = guesses.filter((guess) => guess.body.validationErrors?.[0]?.param === 'approvalCode');
    expect(compared).toHaveLength(3);
  });

  test(`usernameChangeEmailConfirm: ${CODE_TRIES} wrong codes with a key each fail the request, told once`, async () => {
    const created = await call('dora', 'usernameChangeRequestCreate', { desiredUsername: 'dora.new@example.com' });
    const { requestId } = created.body.request;
    const code = await newestCode('dora.new@example.com');
    const wrong = code.startsWith('0') ? '111111' : '000000';
    const frames = await framesDuring('dora', async () => {
      for (let i = 0; i < CODE_TRIES; i += 1) {
        expect((await call('dora', 'usernameChangeEmailConfirm', { requestId, code: wrong })).body.responseCode).toBe(
          'VF',
        );
      }
    });
    expect(frames.filter((frame) => frame.event.notification?.type === 'usernameChangeFailed')).toHaveLength(1);
    expect((await call('dora', 'usernameChangeEmailConfirm', { requestId, code })).body.responseCode).toBe('VF');
    const request = (await t.call('usernameChangeRequestGet', {}, { token: token.dora })).body.request;
    expect(request.status).toBe('failed');
  });

  test('changePassword of a person with a push device: the approval is asked once, in the call', async () => {
    const pushes = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.kind, 'push'), eq(outboxMessages.subject, 'Approve your password change')))
      )[0]?.n ?? 0;
    const before = await pushes();
    const key = newKey();
    const body = { password: 'demo-Pass-1', passwordNew: 'push-Pass-2027', passwordNewRepeat: 'push-Pass-2027' };
    const first = await t.call('changePassword', body, { token: token.pavel, key });
    expect(first.body).toMatchObject({ responseCode: '00', approveType: 'push' });
    expect((await t.call('changePassword', body, { token: token.pavel, key })).body).toEqual(first.body);
    expect(await pushes()).toBe(before + 1);
  });

  test('changePasswordConfirm with a key: the other sessions end with the change, this one stays', async () => {
    const other = (await t.signIn('anna.personal')).accessToken;
    const asked = await call('anna', 'changePassword', {
      password: 'demo-Pass-1',
      passwordNew: 'anna-Pass-2027',
      passwordNewRepeat: 'anna-Pass-2027',
    });
    const key = newKey();
    const confirm = { requestKey: asked.body.requestKey, code: await newestCode() };
    expect((await t.call('changePasswordConfirm', confirm, { token: token.anna, key })).body.responseCode).toBe('00');
    expect(
      (await t.call('changePasswordConfirm', confirm, { token: token.anna, key })).headers.get('idempotent-replayed'),
    ).toBe('true');
    expect((await t.call('customerInfo', {}, { token: other })).status).toBe(401);
    expect((await t.call('customerInfo', {}, { token: token.anna })).status).toBe(200);
  });

  test('passwordChangeWithCode with a key: every session of the person ends', async () => {
    const login = loginOf('sofia.sms');
    expect((await t.call('passwordChangeRequest', { email: login }, { key: newKey() })).body.responseCode).toBe('00');
    const code = await newestCode(login);
    const reset = await t.call(
      'passwordChangeWithCode',
      { email: login, code, password: 'sofia-Pass-2027' },
      { key: newKey() },
    );
    expect(reset.body.responseCode).toBe('00');
    expect((await t.call('customerInfo', {}, { token: token.sofia })).status).toBe(401);
  });

  test('activateAccount with a key: signed in once; the repeat answers the same tokens', async () => {
    const key = newKey();
    const body = { username: PENDING_LOGIN, activationCode: PENDING_ACTIVATION_CODE };
    const first = await t.call('activateAccount', body, { key });
    expect(first.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
    const again = await t.call('activateAccount', body, { key });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await t.call('customerInfo', {}, { token: first.body.accessToken })).status).toBe(200);
  });
});
