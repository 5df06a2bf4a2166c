// @vitest-environment node
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/open.ts';
import { accounts, transactions } from '../tables.ts';
import { customers } from '../../customer/tables.ts';
import { accountsOf } from '../accounts.ts';
import { TxType } from '../transaction-types.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../../test/harness.ts';
import { testDbKinds } from '../../../test/databases.ts';
import { balanceMismatches, ledgerViolations, noViolations } from './checks.ts';
import { TxStatus } from './codes.ts';
import { book, UnbalancedBooking } from './ledger.ts';

describe.each(testDbKinds)('the double-entry ledger on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  test('the seeded database keeps every ledger rule', async () => {
    const [booked] = await t.db.select({ n: count() }).from(transactions);
    expect(booked?.n).toBeGreaterThan(150);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('every balance answered equals the sum of that account’s postings', async () => {
    expect(await balanceMismatches(t.db)).toEqual([]);
  });

  test('inside a transaction the prepared balance query answers the same', async () => {
    const [anna] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.taxId, 'DE12345678901'));
    const outside = await accountsOf(t.db, anna?.id ?? 0);
    const inside = await t.db.transaction((tx) => accountsOf(tx, anna?.id ?? 0));
    expect(outside.length).toBe(4);
    expect(inside).toEqual(outside);
  });

  test('the system accounts mirror the customers: all balances of a currency sum to zero', async () => {
    const totals = await queryRows(
      t.db,
      sql`
      select a.currency_code, sum(p.amount)::text as total from postings p join accounts a on a.id = p.account_id
      group by a.currency_code having sum(p.amount) <> 0`,
    );
    expect(totals).toEqual([]);
    const [system] = await t.db.select({ n: count() }).from(accounts).where(isNotNull(accounts.systemPurpose));
    expect(system?.n).toBeGreaterThan(0);
  });

  test('the rules still hold after transfers in one and in two currencies', async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const list = (await t.call('balanceInquiry', {}, { token: anna })).body.accounts as {
      accountId: number;
      currencyCode: string;
      typeId: number;
      statusId: number;
    }[];
    const eur = list.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001);
    const usd = list.find((a) => a.currencyCode === 'USD');
    const card = list.find((a) => a.typeId === 4001 && a.statusId === 2);
    for (const [from, to, toAmount] of [
      [eur, usd, '10.80'],
      [usd, eur, '9.99'],
      [eur, card, '0.01'],
      [usd, card, '1.00'],
    ] as const) {
      const response = await t.call(
        'transferBetweenAccounts',
        { fromAccount: from?.accountId, toAccount: to?.accountId, toAmount },
        { token: anna, key: newKey() },
      );
      expect(response.body.responseCode).toBe('00');
    }
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
    expect(await balanceMismatches(t.db)).toEqual([]);
  });

  test('an unbalanced booking is refused and writes nothing', async () => {
    const [account] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.currencyCode, 'EUR'))
      .limit(1);
    const [before] = await t.db.select({ n: count() }).from(transactions);
    const attempt = book(t.db, {
      typeId: TxType.deposit,
      statusId: TxStatus.completed,
      fromAccountId: null,
      toAccountId: account?.id ?? 0,
      amount: 100n,
      currencyCode: 'EUR',
      toAmount: 100n,
      toCurrencyCode: 'EUR',
      postings: [{ accountId: account?.id ?? 0, amount: 100n, currencyCode: 'EUR' }],
    });
    await expect(attempt).rejects.toBeInstanceOf(UnbalancedBooking);
    const [after] = await t.db.select({ n: count() }).from(transactions);
    expect(after?.n).toBe(before?.n);
  });
});
