// @vitest-environment node
// The runs of a recurring transfer come on their days by the sandbox clock (recurring.ts): not the day before,
// each on its day, through the ledger (the balances move by exactly the amounts); the count and the end date
// end the schedule; a cancelled one books no more. The days of a schedule never drift (a month end is clamped).
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { addDays, cents, recurringHelpers, utcDay } from './recurring-test-support.ts';
import { dateAfter } from './subscriptions.ts';

describe('the schedule of a recurring transfer', () => {
  let t: TestSandbox;
  let h: ReturnType<typeof recurringHelpers>;

  beforeAll(async () => {
    t = await createTestSandbox();
    h = recurringHelpers(t);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test.each([
    ['2027-01-31', 1, 'monthly', '2027-02-28'],
    ['2027-01-31', 2, 'monthly', '2027-03-31'],
    ['2028-01-31', 1, 'monthly', '2028-02-29'],
    ['2026-11-30', 1, 'quarterly', '2027-02-28'],
    ['2026-11-30', 2, 'quarterly', '2027-05-30'],
    ['2026-12-29', 1, 'weekly', '2027-01-05'],
    ['2026-12-29', 3, 'weekly', '2027-01-19'],
  ] as const)('%s + %i × %s is %s', (start, periods, frequency, expected) => {
    expect(dateAfter(start, periods, frequency)).toBe(expected);
  });

  // rosa (no seeded preapproved payments, so her balances move only by these runs) sets up 2.16 USD from EUR on
  // the 11th (D0) with a count of 3: the first transfer now, then two runs, then nothing.
  test.each([
    ['weekly', (d0: string) => [addDays(d0, 7), addDays(d0, 14)], (d0: string) => addDays(d0, 21)],
    ['monthly', (d0: string) => [month(d0, 1), month(d0, 2)], (d0: string) => month(d0, 3)],
    ['quarterly', (d0: string) => [month(d0, 3), month(d0, 6)], (d0: string) => month(d0, 9)],
  ] as const)(
    '%s: each run on its day, not the day before; after the count, no more',
    async (frequency, days, after) => {
      const d0 = h.moveToNextMonth11th();
      const list = await h.accounts('rosa.rails');
      const [eur, usd] = [h.find(list, 'EUR'), h.find(list, 'USD')];
      const submit = await h.subscribe('rosa.rails', eur, usd, '2.16', {
        subscriptionFrequency: frequency,
        subscriptionTransactions: 3,
      });
      expect(submit).toMatchObject({ responseCode: '00', statusId: 2, subscriptionId: expect.any(Number) });
      const id = submit.subscriptionId as number;
      expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toMatchObject({
        nextDate: days(d0)[0],
        remaining: 2,
        runsDone: 1,
        lastRun: { outcome: 'booked', reason: null, transactionId: submit.transactionId },
      });

      for (const [index, day] of days(d0).entries()) {
        h.moveTo(addDays(day, -1), '23:55');
        await h.tick();
        expect(await h.runsOf(id)).toHaveLength(index + 1); // not yet
        const before = await h.accounts('rosa.rails');
        h.moveTo(day);
        await h.tick();
        const runs = await h.runsOf(id);
        expect(runs).toHaveLength(index + 2);
        expect(runs.at(-1)).toMatchObject({ period: index + 1, scheduledFor: day, outcome: 'booked', reason: null });
        const after = await h.accounts('rosa.rails');
        expect(cents(h.find(after, 'EUR').balance)).toBe(cents(h.find(before, 'EUR').balance) - 200n);
        expect(cents(h.find(after, 'USD').balance)).toBe(cents(h.find(before, 'USD').balance) + 216n);
      }
      expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toBeUndefined(); // ended: nothing left
      h.moveTo(after(d0));
      await h.tick();
      expect(await h.runsOf(id)).toHaveLength(3);
    },
  );

  test('an end date is the last day a run may fall on', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('rosa.rails');
    const submit = await h.subscribe('rosa.rails', h.find(list, 'EUR'), h.find(list, 'USD'), '1.08', {
      subscriptionFrequency: 'monthly',
      subscriptionEndDate: month(d0, 2),
    });
    const id = submit.subscriptionId as number;
    h.moveTo(month(d0, 1));
    await h.tick();
    expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toMatchObject({
      nextDate: month(d0, 2),
      endDate: month(d0, 2),
      remaining: null,
      runsDone: 2,
    });
    h.moveTo(month(d0, 6)); // the clock far ahead: the run of the end date is caught up, none after it
    await h.tick();
    expect((await h.runsOf(id)).map((run) => run.scheduledFor)).toEqual([d0, month(d0, 1), month(d0, 2)]);
    expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toBeUndefined();
  });

  test('a clock moved several periods ahead books each missed run once, in order', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('rosa.rails');
    const submit = await h.subscribe('rosa.rails', h.find(list, 'EUR'), h.find(list, 'USD'), '1.08', {
      subscriptionFrequency: 'weekly',
    });
    const id = submit.subscriptionId as number;
    h.moveTo(addDays(d0, 22));
    await Promise.all([h.tick(), h.tick()]); // two ticks at once (the timer and the control): one booking each
    const runs = await h.runsOf(id);
    expect(runs.map((run) => [run.period, run.scheduledFor])).toEqual([
      [0, d0],
      [1, addDays(d0, 7)],
      [2, addDays(d0, 14)],
      [3, addDays(d0, 21)],
    ]);
    expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toMatchObject({
      nextDate: addDays(d0, 28),
      remaining: null,
      runsDone: 4,
    });
    await h.call('rosa.rails', 'preapprovedPaymentCancel', { id });
  });

  test('a cancelled recurring transfer books no more, and cannot be cancelled twice', async () => {
    const d0 = h.moveToNextMonth11th();
    const list = await h.accounts('rosa.rails');
    const submit = await h.subscribe('rosa.rails', h.find(list, 'EUR'), h.find(list, 'USD'), '3.24', {
      subscriptionFrequency: 'weekly',
      subscriptionTransactions: 5,
    });
    const id = submit.subscriptionId as number;
    h.moveTo(addDays(d0, 7));
    await h.tick();
    expect(await h.runsOf(id)).toHaveLength(2);
    expect(await h.call('rosa.rails', 'preapprovedPaymentCancel', { id })).toMatchObject({ cancelled: true });
    h.moveTo(addDays(d0, 35));
    await h.tick();
    expect(await h.runsOf(id)).toHaveLength(2);
    expect((await h.listed('rosa.rails')).find((p) => p.id === id)).toBeUndefined();
    expect(await h.call('rosa.rails', 'preapprovedPaymentCancel', { id })).toMatchObject({ responseCode: 'VF' });
  });
});

/** The same day `months` months after `day` (the tests' days are 11ths: no month end to clamp). */
function month(day: string, months: number): string {
  const [year = 0, monthNumber = 1, date = 1] = day.split('-').map(Number);
  return utcDay(year, monthNumber - 1 + months, date);
}
