// What the recurring transfer tests share: a person's accounts, a recurring transfer submitted, the sandbox clock
// moved to a day, the scheduler's tick, the runs kept for a payment. Each call signs the person in anew: moving
// the clock by weeks ends every session.
import { asc, eq } from 'drizzle-orm';
import { toCents } from '../../money.ts';
import { newKey, type TestSandbox } from '../../test/harness.ts';
import { bookDueRuns } from './recurring.ts';
import { preapprovedRuns } from './tables.ts';

export interface Account {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  statusId: number;
  balance: string;
  pendingAmount: string;
}

export const cents = (text: string): bigint => {
  const value = toCents(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

/** `YYYY-MM-DD` of a UTC date made of parts (a day past the month's end rolls over, as Date.UTC does). */
export const utcDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return utcDay(year, month - 1, date + days);
};

export function recurringHelpers(t: TestSandbox) {
  const as = async (name: string) => (await t.signIn(name)).accessToken;
  const call = async (name: string, method: string, body: object = {}, key?: string) =>
    (await t.call(method, body, { token: await as(name), ...(key ? { key } : {}) })).body;
  const accounts = async (name: string): Promise<Account[]> => (await call(name, 'balanceInquiry')).accounts;
  const find = (list: Account[], currencyCode: string, typeId = 1001) =>
    list.find((a) => a.currencyCode === currencyCode && a.typeId === typeId && a.statusId === 2) as Account;

  return {
    call,
    accounts,
    find,
    /** A recurring transfer between two of the person's accounts; answers the submit's answer. */
    subscribe: (name: string, from: Account, to: Account, toAmount: string, fields: object) =>
      call(
        name,
        'transferBetweenAccounts',
        { fromAccount: from.accountId, toAccount: to.accountId, toAmount, ...fields },
        newKey(),
      ),
    /** Moves the sandbox clock forward to `time` (UTC) of `day`. */
    moveTo(day: string, time = '00:05') {
      const ms = Date.parse(`${day}T${time}:00Z`) - t.clock.now().getTime();
      if (ms < 0) throw new Error(`the clock is past ${day} ${time}`);
      t.clock.advance(ms);
    },
    /** The 11th of the month after the clock's, at 09:00: monthly days every test can count on. */
    moveToNextMonth11th() {
      const now = t.clock.now();
      const day = utcDay(now.getUTCFullYear(), now.getUTCMonth() + 1, 11);
      this.moveTo(day, '09:00');
      return day;
    },
    /** The scheduler's tick (the server's job), at the clock's time. */
    tick: () => bookDueRuns(t.sandbox),
    /** A tick's runs of one payment (anna's seeded payments run on their own days too). */
    tickFor: async (paymentId: number) => (await bookDueRuns(t.sandbox)).filter((run) => run.paymentId === paymentId),
    /** The runs kept for a payment, the first transfer (period 0) included. */
    runsOf: (paymentId: number) =>
      t.db
        .select()
        .from(preapprovedRuns)
        .where(eq(preapprovedRuns.paymentId, paymentId))
        .orderBy(asc(preapprovedRuns.period)),
    /** The person's preapproved payments as listed. */
    listed: async (name: string) => (await call(name, 'preapprovedPaymentList')).payments as { id: number }[],
  };
}
