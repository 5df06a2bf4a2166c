// @vitest-environment node
// Person to person and the approval of a submitted transfer over HTTP: the money moves through the ledger
// only once approved, a rejection releases the hold, and the realtime events come from the actions.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { toCents } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}
const cents = (text: string): bigint => {
  const value = toCents(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

describe('p2p and approvals', () => {
  let t: TestSandbox;
  let tokens: Record<string, string>;
  const events: { customerId: number; event: { type: string; code?: string; transaction?: object } }[] = [];
  const eur = async (who: string) =>
    ((await t.call('balanceInquiry', {}, { token: tokens[who] })).body.accounts as Account[]).find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
  const send = (who: string, amount: string, key = newKey(), toEmail = loginOf('anna.personal')) =>
    eur(who).then((from) =>
      t.call('p2pTransferFunds', { fromAccountId: from.accountId, toEmail, amount }, { token: tokens[who], key }),
    );
  const lastCode = async () => {
    const [row] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.subject, 'Transfer code')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return String(row?.code);
  };
  const codesOf = (operationId: string) =>
    events
      .filter((e) => (e.event.transaction as { operationId?: string })?.operationId === operationId)
      .map((e) => e.event.code);

  beforeAll(async () => {
    t = await createTestSandbox();
    tokens = {};
    for (const name of ['anna.personal', 'sofia.sms', 'pavel.push']) tokens[name] = (await t.signIn(name)).accessToken;
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      events.push({ customerId, event });
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test.each([
    ['pavel.push@demo.paydeck.test', { exist: true, exists: true, isEmployee: false, outBlacklist: true }],
    ['PAVEL.PUSH@demo.paydeck.test', { exists: true }],
    ['nobody@example.com', { exists: false }],
    [loginOf('anna.personal'), { exists: false }], // herself is no payee
  ])('checkPayee %s', async (email, expected) => {
    const answer = await t.call('checkPayee', { email }, { token: tokens['anna.personal'] });
    expect(answer.body).toMatchObject({ responseCode: '00', ...expected });
  });

  test.each(['', 'a@b.c', 'pavel.example.com'])('checkPayee refuses the invalid e-mail %j', async (email) => {
    const answer = await t.call('checkPayee', { email }, { token: tokens['anna.personal'] });
    expect(answer.body).toMatchObject({ responseCode: 'VF' });
  });

  test.each([
    ['10.00', '0.20'],
    ['40.00', '0.20'],
    ['41.00', '0.21'],
    ['1000.00', '5.00'],
  ])('the p2p fee of %s is %s', async (amount, fee) => {
    const from = await eur('anna.personal');
    const answer = await t.call(
      'p2pFee',
      { amount, fromAccountId: from.accountId },
      { token: tokens['anna.personal'] },
    );
    expect(answer.body).toMatchObject({ responseCode: '00', fee, feeCurrencyCode: 'EUR' });
  });

  test('approve mode none books at once; the same key twice books once', async () => {
    const before = await eur('anna.personal');
    const key = newKey();
    const first = await send('anna.personal', '12.34', key, loginOf('pavel.push'));
    const again = await send('anna.personal', '12.34', key, loginOf('pavel.push'));
    expect(first.body).toMatchObject({ responseCode: '00', approveType: 'none', statusId: 2, fee: '0.20' });
    expect(again.body).toEqual(first.body);
    expect(cents((await eur('anna.personal')).balance)).toBe(cents(before.balance) - 1234n - 20n);
    expect(codesOf(first.body.operationId)).toEqual(['booked']);
    const recent = await t.call('recentTransfers', { type: 'p2p', limit: 3 }, { token: tokens['anna.personal'] });
    expect(recent.body.transfers[0]).toMatchObject({ transactionId: first.body.transactionId, amount: '12.34' });
    const beneficiaries = await t.call('p2pBeneficiaryList', {}, { token: tokens['anna.personal'] });
    expect(beneficiaries.body.beneficiaries[0]).toMatchObject({ email: loginOf('pavel.push'), name: 'Pavel Ivanov' });
  });

  test('sms: held until the code, then booked; the events come from the actions', async () => {
    const [sofia, anna] = [await eur('sofia.sms'), await eur('anna.personal')];
    const submit = await send('sofia.sms', '5.00');
    expect(submit.body).toMatchObject({ responseCode: '00', approveType: 'sms', statusId: 41 });
    expect(submit.body.approvalSentTo).toMatch(/^\+40\*+123$/);
    expect(cents((await eur('sofia.sms')).balance)).toBe(cents(sofia.balance) - 520n); // held
    // The payee is credited only when the code is typed (security review C1): held money is nobody's to spend.
    expect(cents((await eur('anna.personal')).balance)).toBe(cents(anna.balance));
    const trxid = submit.body.operationId;
    const wrong = await t.call('transferApprove', { trxid, approvalCode: '000000' }, { token: tokens['sofia.sms'] });
    expect(wrong.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'approvalCode', description: 'is not correct' }],
    });
    const right = await t.call(
      'transferApprove',
      { trxid, approvalCode: await lastCode() },
      { token: tokens['sofia.sms'] },
    );
    expect(right.body).toMatchObject({ responseCode: '00', statusId: 2, transactionId: submit.body.transactionId });
    expect(cents((await eur('anna.personal')).balance)).toBe(cents(anna.balance) + 500n);
    const repeat = await t.call('transferApprove', { trxid, approvalCode: 'whatever' }, { token: tokens['sofia.sms'] });
    expect(repeat.body).toMatchObject({ responseCode: '00', statusId: 2 });
    expect(codesOf(trxid)).toEqual(['approvalRequested', 'approved', 'booked']);
  });

  test('three wrong codes reject the transfer and release the hold, with the reason in the event', async () => {
    const sofia = await eur('sofia.sms');
    const { body } = await send('sofia.sms', '7.00');
    for (const _ of [1, 2, 3]) {
      await t.call(
        'transferApprove',
        { trxid: body.operationId, approvalCode: '999999' },
        { token: tokens['sofia.sms'] },
      );
    }
    expect(cents((await eur('sofia.sms')).balance)).toBe(cents(sofia.balance));
    const rejected = events.find((e) => e.event.code === 'rejected');
    expect(rejected?.event.transaction).toMatchObject({
      operationId: body.operationId,
      statusId: 26,
      errors: [{ param: 'approvalCode', description: 'was wrong too many times' }],
    });
    const late = await t.call(
      'transferApprove',
      { trxid: body.operationId, approvalCode: await lastCode() },
      { token: tokens['sofia.sms'] },
    );
    expect(late.body).toMatchObject({ responseCode: 'VF' });
  });

  test('the SMS is sent again only after 30 s, and the new code replaces the old', async () => {
    const { body } = await send('sofia.sms', '1.00');
    const oldCode = await lastCode();
    const early = await t.call('transferSmsRetry', { trxid: body.operationId }, { token: tokens['sofia.sms'] });
    expect(early.body).toMatchObject({ responseCode: 'VF' });
    t.clock.advance(31_000);
    const retry = await t.call('transferSmsRetry', { trxid: body.operationId }, { token: tokens['sofia.sms'] });
    expect(retry.body).toMatchObject({ responseCode: '00', retryAfterSeconds: 30 });
    const newCode = await lastCode();
    expect(newCode).not.toBe(oldCode);
    const approve = (approvalCode: string) =>
      t.call('transferApprove', { trxid: body.operationId, approvalCode }, { token: tokens['sofia.sms'] });
    if (oldCode !== newCode) expect((await approve(oldCode)).body.responseCode).toBe('VF');
    expect((await approve(newCode)).body).toMatchObject({ responseCode: '00', statusId: 2 });
  });

  test('push: the device approves or refuses (the sandbox phone), no code is typed', async () => {
    const pushKey = async () => {
      const [row] = await t.db
        .select({ key: outboxMessages.loginKey })
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Approve your transfer'))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      return String(row?.key);
    };
    const approved = await send('pavel.push', '2.00');
    expect(approved.body).toMatchObject({ approveType: 'push', statusId: 41, approvalSentTo: 'your device' });
    expect((await t.request(`/__sandbox/push/${await pushKey()}/approve`, { method: 'POST' })).status).toBe(204);
    expect(codesOf(approved.body.operationId)).toEqual(['approvalRequested', 'approved', 'booked']);

    const refused = await send('pavel.push', '3.00');
    expect((await t.request(`/__sandbox/push/${await pushKey()}/refuse`, { method: 'POST' })).status).toBe(204);
    const event = events.find(
      (e) =>
        e.event.code === 'rejected' &&
        (e.event.transaction as { operationId?: string }).operationId === refused.body.operationId,
    );
    expect(codesOf(refused.body.operationId)).toEqual(['approvalRequested', 'rejected']);
    expect(event?.event.transaction).toMatchObject({ message: 'Refused on your device.' });
  });

  test.each([
    [{ amount: '1.00', toEmail: 'not-an-email' }, 'toEmail'],
    [{ amount: '1.00', toEmail: 'nobody@example.com' }, 'toEmail'],
    [{ amount: '1.00', toEmail: loginOf('anna.personal') }, 'toEmail'],
    [{ amount: '1000000.00', toEmail: loginOf('pavel.push') }, 'amount'],
    [{ amount: '0', toEmail: loginOf('pavel.push') }, 'amount'],
  ])('p2p refuses %j on %s and books nothing', async (input, param) => {
    const before = await eur('anna.personal');
    const answer = await t.call(
      'p2pTransferFunds',
      { fromAccountId: before.accountId, ...input },
      { token: tokens['anna.personal'], key: newKey() },
    );
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [expect.objectContaining({ param })] });
    expect((await eur('anna.personal')).balance).toBe(before.balance);
  });
});
