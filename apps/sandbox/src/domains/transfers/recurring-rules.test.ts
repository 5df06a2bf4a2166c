// @vitest-environment node
// The rules of a recurring transfer's runs (recurring-run.ts): a run the money or the accounts do not allow is
// refused with its reason and moves nothing, in history in the person's language; a run asks no second factor (the
// first transfer's approval preapproved it), but a company user with right 3 still needs the approvers for each;
// a first transfer never approved starts no schedule; the control books the next run now, behind the secret.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { accounts, postings } from '../accounts/tables.ts';
import { expireOverdueOperations } from './expiry.ts';
import { CODE_SECONDS } from './operations.ts';
import { addDays, cents, recurringHelpers } from './recurring-test-support.ts';
import { transferOperations } from './tables.ts';
import { fromCents, targetMinorFor } from '../../money.ts';

describe('the runs of a recurring transfer', () => {
  let t: TestSandbox;
  let h: ReturnType<typeof recurringHelpers>;
  const history = async (name: string, transactionId: number, lang = 'en') => {
    const token = (await t.signIn(name)).accessToken;
    const body = { keyword: String(transactionId) };
    const answer = await t.call('transactionHistory', body, { token, headers: { 'accept-language': lang } });
    return answer.body.transactions.transaction.find((row: { direction: string }) => row.direction === 'outgoing');
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    h = recurringHelpers(t);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('insufficient funds: the run is refused with its reason, nothing moves, history says so in ru', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('cleo.cards');
    const [eur, usd] = [h.find(list, 'EUR'), h.find(list, 'USD')];
    // 60 % of her euros: the first transfer fits, the second cannot
    const toAmount = fromCents(targetMinorFor((cents(eur.balance) * 6n) / 10n, 'EUR', 'USD'));
    const submit = await h.subscribe('cleo.cards', eur, usd, toAmount, { subscriptionFrequency: 'weekly' });
    expect(submit).toMatchObject({ responseCode: '00', statusId: 2 });
    const before = await h.accounts('cleo.cards');
    h.moveTo(addDays(d0, 7));
    const [run] = await h.tickFor(submit.subscriptionId);
    expect(run).toMatchObject({ outcome: 'refused', reason: 'insufficientFunds', scheduledFor: addDays(d0, 7) });
    const after = await h.accounts('cleo.cards');
    expect([h.find(after, 'EUR').balance, h.find(after, 'USD').balance]).toEqual([
      h.find(before, 'EUR').balance,
      h.find(before, 'USD').balance,
    ]);
    const [posted] = await t.db
      .select({ n: count() })
      .from(postings)
      .where(eq(postings.transactionId, run?.transactionId ?? 0));
    expect(posted?.n).toBe(0);
    expect(await history('cleo.cards', run?.transactionId ?? 0, 'ru')).toMatchObject({
      statusId: 26,
      description: `Регулярный перевод со счёта ${eur.accountNumber} на счёт ${usd.accountNumber}`,
    });
    // the schedule goes on: the refused run used its day
    expect((await h.listed('cleo.cards')).find((p) => p.id === submit.subscriptionId)).toMatchObject({
      nextDate: addDays(d0, 14),
      runsDone: 2,
      lastRun: { outcome: 'refused', reason: 'insufficientFunds', transactionId: run?.transactionId },
    });
    await h.call('cleo.cards', 'preapprovedPaymentCancel', { id: submit.subscriptionId });
  });

  test('a closed account refuses the run and ends the schedule', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('dora.direct');
    const [eur, btc] = [h.find(list, 'EUR'), h.find(list, 'BTC', 4002)];
    const submit = await h.subscribe('dora.direct', eur, btc, '0.00010000', { subscriptionFrequency: 'monthly' });
    expect(submit).toMatchObject({ responseCode: '00', statusId: 2 });
    await t.db.update(accounts).set({ statusId: 11 }).where(eq(accounts.id, btc.accountId));
    h.moveTo(addDays(d0, 40));
    expect(await h.tickFor(submit.subscriptionId)).toEqual([
      expect.objectContaining({ outcome: 'refused', reason: 'accountClosed' }),
    ]);
    expect((await h.listed('dora.direct')).find((p) => p.id === submit.subscriptionId)).toBeUndefined();
    h.moveTo(addDays(d0, 100));
    expect(await h.runsOf(submit.subscriptionId)).toHaveLength(2);
  });

  test('a run asks no second factor: sofia approved the schedule with her first code', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('sofia.sms');
    const [eur, ron] = [h.find(list, 'EUR'), h.find(list, 'RON')];
    const submit = await h.subscribe('sofia.sms', eur, ron, '4.97', { subscriptionFrequency: 'weekly' });
    expect(submit).toMatchObject({ responseCode: '00', statusId: 41, approveType: 'sms' });
    const codes = async () =>
      (
        await t.db
          .select({ code: outboxMessages.code })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.recipient, '+40721234123'),
              eq(outboxMessages.subject, 'Transfer code'), // not her sign-in codes
              isNotNull(outboxMessages.code),
            ),
          )
      ).map((row) => row.code);
    const approved = await h.call('sofia.sms', 'transferApprove', {
      trxid: submit.operationId,
      approvalCode: (await codes()).at(-1),
    });
    expect(approved).toMatchObject({ responseCode: '00', statusId: 2 });
    h.moveTo(addDays(d0, 7));
    const sent = (await codes()).length;
    const before = await h.accounts('sofia.sms');
    const [run] = await h.tickFor(submit.subscriptionId);
    expect(run).toMatchObject({ outcome: 'booked', scheduledFor: addDays(d0, 7) });
    expect(await history('sofia.sms', run?.transactionId ?? 0)).toMatchObject({ statusId: 2, amount: '1.00' });
    expect(cents(h.find(await h.accounts('sofia.sms'), 'EUR').balance)).toBe(
      cents(h.find(before, 'EUR').balance) - 100n,
    );
    expect((await codes()).length).toBe(sent);
    const [operation] = await t.db
      .select()
      .from(transferOperations)
      .where(eq(transferOperations.transactionId, run?.transactionId ?? 0));
    expect(operation).toMatchObject({ approveType: 'none', status: 'approved', codeHash: null });
  });

  test("erin's runs (right 3) are company requests: held until boris approves each", async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('erin.employee');
    const [eur, gbp] = [h.find(list, 'EUR'), h.find(list, 'GBP')];
    const submit = await h.subscribe('erin.employee', eur, gbp, '0.85', { subscriptionFrequency: 'weekly' });
    expect(submit).toMatchObject({ responseCode: '00', statusId: 41 });
    const northwind = (await h.call('erin.employee', 'customerInfo')).customer.customerId;
    const approve = (transactionId: number) =>
      h.call(
        'boris.business',
        'businessTransactionRequestApprove',
        { transactionIds: [transactionId], declined: false, fromCustomerId: northwind },
        newKey(),
      );
    h.moveTo(addDays(d0, 7));
    expect(await h.tickFor(submit.subscriptionId)).toEqual([]); // the schedule starts once its first transfer is approved
    await approve(submit.transactionId);
    const before = h.find(await h.accounts('erin.employee'), 'GBP');
    const [run] = await h.tickFor(submit.subscriptionId);
    expect(run).toMatchObject({ outcome: 'booked' });
    expect(await history('erin.employee', run?.transactionId ?? 0)).toMatchObject({ statusId: 41 });
    expect(h.find(await h.accounts('erin.employee'), 'GBP').balance).toBe(before.balance); // held on suspense
    expect((await approve(run?.transactionId ?? 0)).results).toEqual([expect.objectContaining({ statusId: 2 })]);
    expect(cents(h.find(await h.accounts('erin.employee'), 'GBP').balance)).toBe(cents(before.balance) + 85n);
    await h.call('erin.employee', 'preapprovedPaymentCancel', { id: submit.subscriptionId });
  });

  test('a first transfer never approved (its code ran out) starts no schedule', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('otto.otp');
    const eur = h.find(list, 'EUR');
    const opened = await h.call('otto.otp', 'addCurrency', { currencyCode: 'USD' }, newKey());
    const usd = { ...eur, accountId: opened.accountId as number, currencyCode: 'USD' };
    const submit = await h.subscribe('otto.otp', eur, usd, '1.08', { subscriptionFrequency: 'weekly' });
    expect(submit).toMatchObject({ responseCode: '00', statusId: 41, approveType: 'otp' });
    t.clock.advance(CODE_SECONDS * 1000);
    expect(await expireOverdueOperations(t.sandbox)).toBe(1);
    expect((await h.listed('otto.otp')).find((p) => p.id === submit.subscriptionId)).toBeUndefined();
    h.moveTo(addDays(d0, 30));
    await h.tick();
    expect(await h.runsOf(submit.subscriptionId)).toHaveLength(1);
  });

  test('the control books the next run now; the later runs keep their days; it needs the secret', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('rosa.rails');
    const submit = await h.subscribe('rosa.rails', h.find(list, 'EUR'), h.find(list, 'USD'), '1.08', {
      subscriptionFrequency: 'monthly',
      subscriptionTransactions: 4,
    });
    const path = `/__sandbox/transfers/recurring/${submit.subscriptionId}/next-run-now`;
    expect((await t.raw(path, { method: 'POST' })).status).toBe(401);
    const now = await t.request(path, { method: 'POST' });
    expect(now.status).toBe(200);
    expect(((await now.json()) as { runs: unknown[] }).runs).toEqual([
      expect.objectContaining({ period: 1, scheduledFor: d0, outcome: 'booked', reason: null }),
    ]);
    expect(await history('rosa.rails', (await h.runsOf(submit.subscriptionId))[1]?.transactionId ?? 0)).toMatchObject({
      description: expect.stringMatching(/^Recurring transfer from /),
      statusId: 2,
    });
    expect((await h.listed('rosa.rails')).find((p) => p.id === submit.subscriptionId)).toMatchObject({
      nextDate: month2(d0),
      remaining: 2,
      runsDone: 2,
    });
    const run = () => t.request('/__sandbox/transfers/recurring/run', { method: 'POST' });
    expect((await run()).status).toBe(200); // whatever else is due today (anna's seeded payments)
    expect(await (await run()).json()).toEqual({ runs: [] }); // nothing twice
    await h.call('rosa.rails', 'preapprovedPaymentCancel', { id: submit.subscriptionId });
    expect((await t.request(path, { method: 'POST' })).status).toBe(404);
  });
});

/** Two months after an 11th. */
function month2(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month + 1, 11)).toISOString().slice(0, 10);
}
