// @vitest-environment node
// Held money (security review C1): a transfer waiting for approval debits the payer, but the payee is credited
// only when it is approved; a decline, a third wrong code or an expiry gives it back to the payer. Also the
// approver's own code (businessTransactionRequestConfirm) with its three tries.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { toCents } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';
import { users } from '../customer/tables.ts';
import { expireOverdueOperations } from './expiry.ts';
import { CODE_SECONDS } from './operations.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
  pendingAmount: string;
}
const cents = (text: string): bigint => {
  const value = toCents(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

describe('held money', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  let northwind: number;
  const account = async (who: string, currencyCode = 'EUR', body: object = {}) =>
    ((await t.call('balanceInquiry', body, { token: token[who] })).body.accounts as Account[]).find(
      (a) => a.currencyCode === currencyCode && a.typeId === 1001,
    ) as Account;
  const p2p = async (who: string, toWho: string, amount: string) =>
    t.call(
      'p2pTransferFunds',
      { fromAccountId: (await account(who)).accountId, toEmail: loginOf(toWho), amount },
      { token: token[who], key: newKey() },
    );
  const asBoris = (method: string, body: object) =>
    t.call(method, { ...body, fromCustomerId: northwind }, { token: token.boris, key: newKey() });
  const lastCode = async (recipient: string) => {
    const [row] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return String(row?.code);
  };

  const signInAll = async () => {
    for (const who of ['erin.employee', 'boris.business', 'uma.unverified', 'otto.otp', 'anna.personal']) {
      token[who.split('.')[0] as string] = (await t.signIn(who)).accessToken;
    }
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    await signInAll();
    northwind = (await t.call('customerInfo', {}, { token: token.erin })).body.customer.customerId;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(t.db)).toEqual(expect.objectContaining({ customerAccountsBelowMinimum: [] }));
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test("the review's C1: uma cannot spend erin's held 50.00, and boris's decline leaves her at 0.00", async () => {
    const uma = await account('uma');
    const company = await account('erin');
    const held = await p2p('erin', 'uma.unverified', '50.00');
    expect(held.body).toMatchObject({ responseCode: '00', statusId: 41, responseDescription: 'Transaction created' });
    expect((await account('uma')).balance).toBe(uma.balance);
    const spent = await p2p('uma', 'anna.personal', '40.00');
    expect(spent.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ description: 'insufficient funds' }] });
    const waiting = await account('erin');
    expect(cents(waiting.balance)).toBe(cents(company.balance) - 5000n - 25n); // 0.5 % fee, held too
    expect(cents(waiting.pendingAmount)).toBe(cents(company.pendingAmount) + 5025n);
    const declined = await asBoris('businessTransactionRequestApprove', {
      transactionIds: [held.body.transactionId],
      declined: true,
    });
    expect(declined.body.results).toEqual([expect.objectContaining({ statusId: 26 })]);
    expect((await account('uma')).balance).toBe(uma.balance);
    expect((await account('erin')).balance).toBe(company.balance);
  });

  test('an approved request credits the payee only then', async () => {
    const uma = await account('uma');
    const held = await p2p('erin', 'uma.unverified', '12.00');
    expect((await account('uma')).balance).toBe(uma.balance);
    const approved = await asBoris('businessTransactionRequestApprove', {
      transactionIds: [held.body.transactionId],
      declined: false,
    });
    expect(approved.body.results).toEqual([expect.objectContaining({ statusId: 2 })]);
    expect(cents((await account('uma')).balance)).toBe(cents(uma.balance) + 1200n);
  });

  test("erin's EUR → USD request does not raise Northwind's USD balance before boris approves", async () => {
    const [eur, usd] = [await account('erin'), await account('erin', 'USD')];
    const held = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: usd.accountId, toAmount: '12.34' },
      { token: token.erin, key: newKey() },
    );
    expect(held.body).toMatchObject({ responseCode: '00', statusId: 41 });
    expect((await account('erin', 'USD')).balance).toBe(usd.balance);
    await asBoris('businessTransactionRequestApprove', { transactionIds: [held.body.transactionId], declined: false });
    expect(cents((await account('erin', 'USD')).balance)).toBe(cents(usd.balance) + 1234n);
  });

  test("otto's transfer waiting for his one-time code credits nobody, and expires back to him", async () => {
    const [uma, otto] = [await account('uma'), await account('otto')];
    expect(otto).toBeDefined();
    const held = await p2p('otto', 'uma.unverified', '5.00');
    expect(held.body).toMatchObject({ responseCode: '00', statusId: 41, approveType: 'otp' });
    expect((await account('uma')).balance).toBe(uma.balance);
    expect(await expireOverdueOperations(t.sandbox)).toBe(0);
    t.clock.advance(CODE_SECONDS * 1000);
    expect(await expireOverdueOperations(t.sandbox)).toBe(1);
    await signInAll(); // access tokens live as long as a code
    expect((await account('otto')).balance).toBe(otto.balance);
    expect((await account('uma')).balance).toBe(uma.balance);
    const late = await t.call(
      'transferApprove',
      { trxid: held.body.operationId, approvalCode: await lastCode(loginOf('otto.otp')) },
      { token: token.otto },
    );
    expect(late.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ description: 'was rejected' }] });
  });

  test('an invoice paid by erin (right 3) credits cleo only when boris approves', async () => {
    const cleo = (await t.signIn('cleo.cards')).accessToken;
    const created = await t.call(
      'invoiceCreate',
      {
        noteBody: 'Design work',
        toEmail: loginOf('erin.employee'),
        amount: '7.00',
        currency: 'EUR',
        dueDate: '2099-01-31',
      },
      { token: cleo, key: newKey() },
    );
    expect(created.body.responseCode).toBe('00');
    const cleoEur = async () =>
      (await t.call('balanceInquiry', {}, { token: cleo })).body.accounts.find(
        (a: Account) => a.currencyCode === 'EUR' && a.typeId === 1001,
      ).balance as string;
    const before = await cleoEur();
    const paid = await t.call(
      'invoicePay',
      { invoiceId: created.body.invoiceId ?? created.body.id, fromAccountId: (await account('erin')).accountId },
      { token: token.erin, key: newKey() },
    );
    expect(paid.body).toMatchObject({ responseCode: '00', statusId: 41, responseDescription: 'Transaction created' });
    expect(await cleoEur()).toBe(before);
    await asBoris('businessTransactionRequestApprove', { transactionIds: [paid.body.transactionId], declined: false });
    expect(cents(await cleoEur())).toBe(cents(before) + 700n);
  });

  test("a new SMS code does not restore the tries: sofia's third wrong code after a resend rejects it", async () => {
    const sofia = (await t.signIn('sofia.sms')).accessToken;
    const from = (await t.call('balanceInquiry', {}, { token: sofia })).body.accounts.find(
      (a: Account) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
    const held = await t.call(
      'p2pTransferFunds',
      { fromAccountId: from.accountId, toEmail: loginOf('uma.unverified'), amount: '2.00' },
      { token: sofia, key: newKey() },
    );
    const trxid = held.body.operationId;
    const guess = (approvalCode: string) => t.call('transferApprove', { trxid, approvalCode }, { token: sofia });
    await guess('100001');
    await guess('100002');
    t.clock.advance(30_000);
    expect((await t.call('transferSmsRetry', { trxid }, { token: sofia })).body.responseCode).toBe('00');
    const third = await guess('100003');
    expect(third.body.validationErrors).toEqual([
      { param: 'approvalCode', description: 'was wrong too many times: the transfer was rejected' },
    ]);
    await signInAll();
  });

  test('parallel wrong codes share the three tries; the right code after them pays nothing', async () => {
    const uma = await account('uma');
    const held = await p2p('otto', 'uma.unverified', '3.00');
    const trxid = held.body.operationId;
    const code = await lastCode(loginOf('otto.otp'));
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call('transferApprove', { trxid, approvalCode: String(200000 + i) }, { token: token.otto }),
      ),
    );
    const compared = guesses.filter((g) => g.body.validationErrors?.[0]?.param === 'approvalCode').length;
    expect(compared).toBe(3);
    const right = await t.call('transferApprove', { trxid, approvalCode: code }, { token: token.otto });
    expect(right.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'trxid', description: 'was rejected' }],
    });
    expect((await account('uma')).balance).toBe(uma.balance);
  });

  describe("the approver's own code", () => {
    beforeAll(async () => {
      await t.db
        .update(users)
        .set({ transactionApproveMode: 'otp' })
        .where(eq(users.login, loginOf('boris.business')));
    });
    afterAll(async () => {
      await t.db
        .update(users)
        .set({ transactionApproveMode: 'none' })
        .where(eq(users.login, loginOf('boris.business')));
    });
    const confirm = (approvalTransactionId: number, code: string) =>
      t.call(
        'businessTransactionRequestConfirm',
        { fromEmail: loginOf('boris.business'), approvalTransactionId, code, fromCustomerId: northwind },
        { token: token.boris },
      );

    test('approving asks the code (41); the right code books it', async () => {
      const uma = await account('uma');
      const held = await p2p('erin', 'uma.unverified', '3.00');
      const approve = await asBoris('businessTransactionRequestApprove', {
        transactionIds: [held.body.transactionId],
        declined: false,
      });
      expect(approve.body.results).toEqual([expect.objectContaining({ statusId: 41 })]);
      expect((await account('uma')).balance).toBe(uma.balance);
      const wrong = await confirm(held.body.transactionId, '000000');
      expect(wrong.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'code' }] });
      const right = await confirm(held.body.transactionId, await lastCode(loginOf('boris.business')));
      expect(right.body).toMatchObject({ responseCode: '00', statusId: 2 });
      expect(cents((await account('uma')).balance)).toBe(cents(uma.balance) + 300n);
    });

    test('three wrong codes decline the request, approving again does not restore the tries', async () => {
      const company = await account('erin');
      const held = await p2p('erin', 'uma.unverified', '4.00');
      const id = held.body.transactionId;
      await asBoris('businessTransactionRequestApprove', { transactionIds: [id], declined: false });
      await confirm(id, '000001');
      await confirm(id, '000002');
      await asBoris('businessTransactionRequestApprove', { transactionIds: [id], declined: false });
      const third = await confirm(id, '000003');
      expect(third.body.validationErrors).toEqual([
        { param: 'code', description: 'was wrong too many times: the request was declined' },
      ]);
      const after = await confirm(id, await lastCode(loginOf('boris.business')));
      expect(after.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ description: 'was declined' }] });
      expect((await account('erin')).balance).toBe(company.balance);
    });

    test('erin (right 3) cannot confirm, and another customer cannot name the request', async () => {
      const held = await p2p('erin', 'uma.unverified', '1.00');
      const byErin = await t.call(
        'businessTransactionRequestConfirm',
        { approvalTransactionId: held.body.transactionId, code: '123456' },
        { token: token.erin },
      );
      expect(byErin.body.responseCode).toBe('13');
      const byAnna = await t.call(
        'businessTransactionRequestConfirm',
        { approvalTransactionId: held.body.transactionId, code: '123456' },
        { token: token.anna },
      );
      expect(byAnna.body).toMatchObject({ responseCode: 'VF' });
    });
  });
});
