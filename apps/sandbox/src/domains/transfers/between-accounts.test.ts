// @vitest-environment node
import { count, eq } from 'drizzle-orm';
import { transactions } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { fromMinor, targetMinorFor, toCents } from '../../money.ts';

const cents = (text: string): bigint => {
  const value = toCents(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  statusId: number;
  balance: string;
  pendingAmount: string;
}

describe.each(testDbKinds)('transferBetweenAccounts and idempotency on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  const accounts = async (token = anna, body: object = {}): Promise<Account[]> =>
    (await t.call('balanceInquiry', body, { token })).body.accounts;
  const find = (list: Account[], currencyCode: string, typeId = 1001, statusId = 2) =>
    list.find((a) => a.currencyCode === currencyCode && a.typeId === typeId && a.statusId === statusId) as Account;
  const transfers = async () =>
    (await t.db.select({ n: count() }).from(transactions).where(eq(transactions.typeId, TxType.betweenAccounts)))[0]
      ?.n ?? 0;

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test('same currency: the balances move by exactly the amount', async () => {
    const before = await accounts();
    const eur = find(before, 'EUR');
    const card = find(before, 'EUR', 4001);
    const response = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: card.accountId, toAmount: '10.05' },
      { token: anna, key: newKey() },
    );
    expect(response.body).toMatchObject({
      responseCode: '00',
      transactionId: expect.any(Number),
      fromAmount: '10.05',
      toAmount: '10.05',
      fee: '0.00',
      exchangeRate: '1.00000000',
    });
    const after = await accounts();
    expect(cents(find(after, 'EUR').balance)).toBe(cents(eur.balance) - 1005n);
    expect(cents(find(after, 'EUR', 4001).balance)).toBe(cents(card.balance) + 1005n);
  });

  test('different currencies convert at the demo rate; toAmount is what arrives', async () => {
    const before = await accounts();
    const eur = find(before, 'EUR');
    const usd = find(before, 'USD');
    const response = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: usd.accountId, toAmount: 108 },
      { token: anna, key: newKey() },
    );
    expect(response.body).toMatchObject({
      responseCode: '00',
      fromAmount: '100.00',
      fromCurrencyCode: 'EUR',
      toAmount: '108.00',
      toCurrencyCode: 'USD',
      exchangeRate: '1.08000000',
    });
    const after = await accounts();
    expect(cents(find(after, 'USD').balance)).toBe(cents(usd.balance) + 10800n);
    expect(cents(find(after, 'EUR').balance)).toBe(cents(eur.balance) - 10000n);
  });

  test('the same Idempotency-Key twice books once and replays the stored answer', async () => {
    const list = await accounts();
    const body = { fromAccount: find(list, 'EUR').accountId, toAccount: find(list, 'USD').accountId, toAmount: '5.40' };
    const key = newKey();
    const before = await transfers();
    const first = await t.call('transferBetweenAccounts', body, { token: anna, key });
    const second = await t.call('transferBetweenAccounts', body, { token: anna, key });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await transfers()).toBe(before + 1);
  });

  test('concurrent duplicates with one key book once', async () => {
    const list = await accounts();
    const body = { fromAccount: find(list, 'EUR').accountId, toAccount: find(list, 'USD').accountId, toAmount: '2.16' };
    const key = newKey();
    const before = await transfers();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('transferBetweenAccounts', body, { token: anna, key })),
    );
    const ids = new Set(answers.map((a) => a.body.transactionId));
    expect(answers.every((a) => a.body.responseCode === '00')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await transfers()).toBe(before + 1);
  });

  test('the same key with a different body answers TA1 and books nothing', async () => {
    const list = await accounts();
    const key = newKey();
    const body = { fromAccount: find(list, 'EUR').accountId, toAccount: find(list, 'USD').accountId, toAmount: '1.08' };
    await t.call('transferBetweenAccounts', body, { token: anna, key });
    const before = await transfers();
    const other = await t.call('transferBetweenAccounts', { ...body, toAmount: '2.16' }, { token: anna, key });
    expect(other.body).toMatchObject({ responseCode: 'TA1' });
    expect(await transfers()).toBe(before);
  });

  test('a key belongs to one customer: the same key for another customer is a new call', async () => {
    const boris = (await t.signIn('boris.business')).accessToken;
    const mine = await accounts();
    const his = await accounts(boris);
    const key = newKey();
    const a = await t.call(
      'transferBetweenAccounts',
      { fromAccount: find(mine, 'EUR').accountId, toAccount: find(mine, 'USD').accountId, toAmount: '1.08' },
      { token: anna, key },
    );
    const b = await t.call(
      'transferBetweenAccounts',
      { fromAccount: find(his, 'EUR').accountId, toAccount: find(his, 'USD').accountId, toAmount: '1.08' },
      { token: boris, key },
    );
    expect(a.body.responseCode).toBe('00');
    expect(b.body.responseCode).toBe('00');
    expect(b.body.transactionId).not.toBe(a.body.transactionId);
  });

  test.each([
    ['no Idempotency-Key', undefined],
    ['a malformed key', 'x'],
  ])('%s answers TA1', async (_, key) => {
    const list = await accounts();
    const response = await t.call(
      'transferBetweenAccounts',
      { fromAccount: find(list, 'EUR').accountId, toAccount: find(list, 'USD').accountId, toAmount: '1.08' },
      { token: anna, ...(key ? { key } : {}) },
    );
    expect(response.body).toMatchObject({ responseCode: 'TA1' });
  });

  test('a refused transfer is not stored: after topping up, the same key books', async () => {
    const list = await accounts();
    const eur = find(list, 'EUR');
    const usd = find(list, 'USD');
    const key = newKey();
    const tooMuch = {
      fromAccount: usd.accountId,
      toAccount: eur.accountId,
      // the EUR that 50 USD more than the USD balance buys: its price is beyond the balance
      toAmount: fromMinor(targetMinorFor(cents(usd.balance) + 5000n, 'USD', 'EUR'), 'EUR'),
    };
    const refused = await t.call('transferBetweenAccounts', tooMuch, { token: anna, key });
    expect(refused.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'toAmount', description: 'insufficient funds' }],
    });
    await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: usd.accountId, toAmount: '108.00' },
      { token: anna, key: newKey() },
    );
    const retried = await t.call('transferBetweenAccounts', tooMuch, { token: anna, key });
    expect(retried.body.responseCode).toBe('00');
  });

  test.each([
    [
      'the same account twice',
      (l: Account[]) => ({ fromAccount: find(l, 'EUR').accountId, toAccount: find(l, 'EUR').accountId }),
      'toAccount',
      'must differ from fromAccount',
    ],
    [
      'a paused card as the target',
      (l: Account[]) => ({ fromAccount: find(l, 'EUR').accountId, toAccount: find(l, 'EUR', 4001, 71).accountId }),
      'toAccount',
      'cannot receive money now',
    ],
    [
      'a paused card as the source',
      (l: Account[]) => ({ fromAccount: find(l, 'EUR', 4001, 71).accountId, toAccount: find(l, 'EUR').accountId }),
      'fromAccount',
      'is not active',
    ],
    ["someone else's account", () => ({ fromAccount: 1, toAccount: 2 }), 'fromAccount', 'is not one of your accounts'],
  ])('refused: %s', async (_, accountsOf, param, description) => {
    const body = { ...accountsOf(await accounts()), toAmount: '1.00' };
    const response = await t.call('transferBetweenAccounts', body, { token: anna, key: newKey() });
    expect(response.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: expect.arrayContaining([{ param, description }]),
    });
  });

  test('erin (initiate right 3) creates a processing transfer that holds the funds', async () => {
    const erin = (await t.signIn('erin.employee')).accessToken;
    const list = await accounts(erin);
    const eur = find(list, 'EUR');
    const gbp = find(list, 'GBP');
    const response = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: gbp.accountId, toAmount: '8.50' },
      { token: erin, key: newKey() },
    );
    expect(response.body).toMatchObject({
      responseCode: '00',
      statusId: 41,
      responseDescription: 'Transaction created',
      fromAmount: '10.00',
    });
    const after = find(await accounts(erin), 'EUR');
    expect(cents(after.pendingAmount)).toBe(cents(eur.pendingAmount) + 1000n);
    expect(cents(after.balance)).toBe(cents(eur.balance) - 1000n);
  });

  test('addCurrency opens an account once; the same key replays, a new key is refused', async () => {
    const available = await t.call('customerCurrencyAccountsAvailable', {}, { token: anna });
    expect(available.body.currencies.map((c: { currencyCode: string }) => c.currencyCode)).toEqual([
      'GBP',
      'RON',
      'CAD',
      'AUD',
    ]);
    const key = newKey();
    const first = await t.call('addCurrency', { currencyCode: 'gbp' }, { token: anna, key });
    expect(first.body).toMatchObject({
      responseCode: '00',
      accountId: expect.any(Number),
      accountNumber: expect.stringMatching(/^PD\d{10}$/),
      currencyCode: 'GBP',
    });
    expect((await t.call('addCurrency', { currencyCode: 'gbp' }, { token: anna, key })).body).toEqual(first.body);
    const again = await t.call('addCurrency', { currencyCode: 'GBP' }, { token: anna, key: newKey() });
    expect(again.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'currencyCode', description: 'an account in GBP already exists' }],
    });
    const gbp = find(await accounts(), 'GBP');
    expect(gbp).toMatchObject({ balance: '0.00', pendingAmount: '0.00', minimumBalance: '0.00' });
    expect(
      (await t.call('addCurrency', { currencyCode: 'JPY' }, { token: anna, key: newKey() })).body.responseCode,
    ).toBe('VF');
  });
});
