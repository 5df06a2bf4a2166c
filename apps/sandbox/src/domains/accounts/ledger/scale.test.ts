// @vitest-environment node
// Amounts at each currency's scale, over HTTP: dora's BTC accounts hold 8 decimals; an 8-decimal amount
// moved between them, or bought into one, books exactly and reads back exactly (balances, history); more
// decimals than a currency has are refused, never rounded; the ledger's rules hold after each.
import { createTestSandbox, newKey, type TestSandbox } from '../../../test/harness.ts';
import { testDbKinds } from '../../../test/databases.ts';
import { toMinor } from '../../../money.ts';
import { balanceMismatches, ledgerViolations, noViolations, unbalancedCurrencies } from './checks.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
  pendingAmount: string;
  minimumBalance: string;
}

const minor = (text: string, currency: string): bigint => {
  const value = toMinor(text, currency);
  if (value === null) throw new Error(`not a ${currency} amount: ${text}`);
  return value;
};

describe.each(testDbKinds)('amounts at each currency scale on %s', (kind) => {
  let t: TestSandbox;
  let dora: string;
  const accounts = async (): Promise<Account[]> => (await t.call('balanceInquiry', {}, { token: dora })).body.accounts;
  const find = (list: Account[], currencyCode: string, typeId = 1001) =>
    list.find((a) => a.currencyCode === currencyCode && a.typeId === typeId) as Account;
  const historyEntry = async (accountId: number, transactionId: number) =>
    (await t.call('transactionHistory', { accountId }, { token: dora })).body.transactions.transaction.find(
      (e: { transactionId: number }) => e.transactionId === transactionId,
    );
  const transfer = (body: object) => t.call('transferBetweenAccounts', body, { token: dora, key: newKey() });

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    dora = (await t.signIn('dora.direct')).accessToken;
  });
  afterAll(() => t.close());

  test('dora holds BTC at 8 decimals beside EUR at 2', async () => {
    const list = await accounts();
    expect(find(list, 'BTC')).toMatchObject({ balance: '0.50000000', pendingAmount: '0.00000000' });
    expect(find(list, 'BTC').minimumBalance).toBe('0.00000000');
    expect(find(list, 'BTC', 4002).balance).toBe('0.00000000');
    expect(find(list, 'EUR').balance).toMatch(/^\d+\.\d{2}$/);
  });

  test('0.12345678 BTC moved between her two BTC accounts books exactly and reads back exactly', async () => {
    const before = await accounts();
    const [payment, receiving] = [find(before, 'BTC'), find(before, 'BTC', 4002)];
    const response = await transfer({
      fromAccount: payment.accountId,
      toAccount: receiving.accountId,
      toAmount: '0.12345678',
    });
    expect(response.body).toMatchObject({
      responseCode: '00',
      fromAmount: '0.12345678',
      toAmount: '0.12345678',
      exchangeRate: '1.00000000',
    });
    const after = await accounts();
    expect(find(after, 'BTC').balance).toBe('0.37654322');
    expect(find(after, 'BTC', 4002).balance).toBe('0.12345678');
    const id = response.body.transactionId;
    expect(await historyEntry(payment.accountId, id)).toMatchObject({ amount: '0.12345678', direction: 'outgoing' });
    expect(await historyEntry(receiving.accountId, id)).toMatchObject({ amount: '0.12345678', direction: 'incoming' });
  });

  test('0.12345678 BTC bought with EUR books exactly and reads back exactly', async () => {
    const before = await accounts();
    const [btc, eur] = [find(before, 'BTC'), find(before, 'EUR')];
    const response = await transfer({ fromAccount: eur.accountId, toAccount: btc.accountId, toAmount: '0.12345678' });
    expect(response.body).toMatchObject({
      responseCode: '00',
      toAmount: '0.12345678',
      toCurrencyCode: 'BTC',
      fromAmount: '6172.84', // 0.12345678 x 50,000 = 6172.839, the price rounded half up to the cent
      fromCurrencyCode: 'EUR',
      exchangeRate: '0.00002000',
    });
    const after = await accounts();
    expect(find(after, 'BTC').balance).toBe('0.50000000');
    expect(minor(find(after, 'EUR').balance, 'EUR')).toBe(minor(eur.balance, 'EUR') - 617_284n);
    expect(await historyEntry(btc.accountId, response.body.transactionId)).toMatchObject({
      amount: '0.12345678',
      currencyCode: 'BTC',
      direction: 'incoming',
    });
  });

  test.each([
    ['one satoshi between the BTC accounts', 'BTC', '0.00000001', '0.49999999', '0.12345679'],
    ['0.1 BTC bought with EUR', 'EUR', '0.1', '0.59999999', '0.12345679'],
  ])('%s lands to the last satoshi', async (_, fromCurrency, amount, payment, receiving) => {
    const list = await accounts();
    const [from, to] =
      fromCurrency === 'BTC' ? [find(list, 'BTC'), find(list, 'BTC', 4002)] : [find(list, 'EUR'), find(list, 'BTC')];
    const response = await transfer({ fromAccount: from.accountId, toAccount: to.accountId, toAmount: amount });
    expect(response.body.responseCode).toBe('00');
    const after = await accounts();
    expect([find(after, 'BTC').balance, find(after, 'BTC', 4002).balance]).toEqual([payment, receiving]);
  });

  test('BTC sold for EUR: the EUR amount exactly, the BTC price at 8 decimals', async () => {
    const list = await accounts();
    const response = await transfer({
      fromAccount: find(list, 'BTC').accountId,
      toAccount: find(list, 'EUR').accountId,
      toAmount: '6172.84',
    });
    expect(response.body).toMatchObject({ responseCode: '00', fromAmount: '0.12345680', toAmount: '6172.84' });
    expect(find(await accounts(), 'BTC').balance).toBe('0.47654319');
  });

  test.each([
    ['BTC', 'EUR', '0.125', 'has more decimals than EUR has'],
    ['EUR', 'BTC', '0.123456789', 'must be an amount with at most eight decimals'],
    ['EUR', 'BTC', '1e-8', 'must be an amount with at most eight decimals'],
    ['EUR', 'BTC', '0.00000001', 'is too small to convert'], // one satoshi costs 0.0005 EUR: no cent to pay
  ])('%s -> %s of %s is refused, nothing booked (%s)', async (from, to, amount, description) => {
    const before = await accounts();
    const response = await transfer({
      fromAccount: find(before, from).accountId,
      toAccount: find(before, to).accountId,
      toAmount: amount,
    });
    expect(response.body.responseCode).not.toBe('00');
    expect(JSON.stringify(response.body)).toContain(description);
    expect(await accounts()).toEqual(before);
  });

  test('the ledger rules hold: balanced per currency, every amount within its scale', async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
    expect(await balanceMismatches(t.db)).toEqual([]);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
  });
});
