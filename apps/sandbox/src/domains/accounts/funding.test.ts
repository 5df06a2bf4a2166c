// @vitest-environment node
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { ibanFor } from './funding.ts';

/** ISO 13616: move the country and check digits to the end, letters to numbers, mod 97 = 1. */
const ibanIsValid = (iban: string) =>
  BigInt(`${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) % 97n === 1n;

describe.each(testDbKinds)('funding and authorisations on %s', (kind) => {
  let t: TestSandbox;
  let anna: string;
  let accounts: {
    accountId: number;
    typeId: number;
    currencyCode: string;
    accountNumber: string;
    cardMaskedNumber: string | null;
  }[];
  const call = async (method: string, body: object = {}, options: { token?: string; key?: string } = {}) =>
    (await t.call(method, body, { token: options.token ?? anna, ...(options.key ? { key: options.key } : {}) })).body;

  beforeAll(async () => {
    t = await createTestSandbox(kind);
    anna = (await t.signIn('anna.personal')).accessToken;
    accounts = (await call('balanceInquiry')).accounts;
  });
  afterAll(() => t.close());

  test('payment instructions: one per open payment account, a valid IBAN, seen once opened', async () => {
    const { instructions } = await call('paymentInstructionList');
    const payment = accounts.filter((account) => account.typeId === 1001);
    expect(instructions.map((i: { accountId: number }) => i.accountId)).toEqual(
      payment.map((account) => account.accountId),
    );
    for (const instruction of instructions) {
      expect(ibanIsValid(instruction.bankAccountNumber)).toBe(true);
      expect(instruction.isViewed).toBe(false);
    }
    const first = instructions[0];
    expect(
      await call('paymentInstructionSetViewed', { instructionId: first.id, accountId: first.accountId }),
    ).toMatchObject({
      responseCode: '00',
      isViewed: true,
    });
    const after = (await call('paymentInstructionList')).instructions;
    expect(after.map((i: { isViewed: boolean }) => i.isViewed)).toEqual(
      instructions.map((_: unknown, index: number) => index === 0),
    );
    expect((await call('paymentInstructionSetViewed', { instructionId: 1, accountId: 1 })).responseCode).toBe('VF');
  });

  test('a crypto deposit address: the same one when asked again, per currency, only for own payment accounts', async () => {
    const account = accounts.find((a) => a.typeId === 1001) as (typeof accounts)[number];
    const btc = await call('createWallet', { currencyCode: 'BTC', accountId: account.accountId }, { key: newKey() });
    expect(btc.address).toMatch(/^tb1q[a-z0-9]{32}$/);
    const again = await call('createWallet', { currencyCode: 'btc', accountId: account.accountId }, { key: newKey() });
    expect(again.address).toBe(btc.address);
    const eth = await call('createWallet', { currencyCode: 'ETH', accountId: account.accountId }, { key: newKey() });
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(
      (await call('createWallet', { currencyCode: 'DOGE', accountId: account.accountId }, { key: newKey() }))
        .responseCode,
    ).toBe('VF');
    expect((await call('createWallet', { currencyCode: 'BTC', accountId: 1 }, { key: newKey() })).responseCode).toBe(
      'VF',
    );
    expect((await call('createWallet', { currencyCode: 'BTC', accountId: account.accountId })).responseCode).toBe(
      'TA1',
    );
  });

  test('default exchange rates: every pair of offered currencies, 8 decimals', async () => {
    const { rates } = await call('defaultExchangeRates');
    expect(rates).toHaveLength(30);
    expect(rates).toContainEqual({ fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', rate: '1.08000000' });
  });

  test('current-account authorisations: the card payments of the account, 10 a page', async () => {
    const card = accounts.find(
      (a) => a.typeId === 4001 && a.cardMaskedNumber?.endsWith('4417'),
    ) as (typeof accounts)[number];
    const first = await call('currentAccountAuthorizationList', { accountId: card.accountId });
    expect(first.pageSize).toBe(10);
    expect(first.results).toBeGreaterThan(0);
    expect(first.authorizations.length).toBe(Math.min(10, first.results));
    const history = await call('transactionHistory', {
      accountId: card.accountId,
      transactionType: 10,
      pageSize: 100,
    });
    expect(first.results).toBe(history.results);
    expect(first.authorizations[0]).toMatchObject({ cardMaskedNumber: card.cardMaskedNumber, currencyCode: 'EUR' });
  });

  test('debit-card authorisations are only for settlement accounts', async () => {
    const payment = accounts.find((a) => a.typeId === 1001) as (typeof accounts)[number];
    expect((await call('debitCardAuthorizationList', { accountId: payment.accountId })).validationErrors).toEqual([
      { param: 'accountId', description: 'is not a settlement account' },
    ]);
    const boris = (await t.signIn('boris.business')).accessToken;
    const access = await call('customerAccessInfo', {}, { token: boris });
    const bluefin = access.accessList.find(
      (entry: { businessName: string | null }) => entry.businessName === 'Bluefin Studios OÜ',
    );
    const [account] = (await t.call('balanceInquiry', { fromCustomerId: bluefin.customerId }, { token: boris })).body
      .accounts;
    const list = await t.call(
      'debitCardAuthorizationList',
      { accountId: account.accountId, fromCustomerId: bluefin.customerId },
      { token: boris },
    );
    expect(list.body).toMatchObject({ responseCode: '00', authorizations: [], results: 0, pageSize: 10 });
  });
});

describe('rules', () => {
  test.each([1, 11, 12345, 99_999_999_999])('the IBAN of account %i is valid', (accountId) => {
    const iban = ibanFor(accountId);
    expect(iban).toMatch(/^LT\d{18}$/);
    expect(ibanIsValid(iban)).toBe(true);
  });
});
