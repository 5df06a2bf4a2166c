// @vitest-environment node
import { compareDecimals } from '@paydeck/brand-config/decimal';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('balanceInquiry', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test('anna: EUR and USD payment accounts, an active virtual card and a paused physical card', async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const { accounts } = (await t.call('balanceInquiry', {}, { token: anna })).body;
    expect(
      accounts.map((a: Record<string, unknown>) => [
        a.currencyCode,
        a.typeId,
        a.statusId,
        a.cardIsVirtual,
        a.cardAliasName,
      ]),
    ).toEqual([
      ['EUR', 1001, 2, null, null],
      ['USD', 1001, 2, null, null],
      ['EUR', 4001, 2, true, 'Online shopping'],
      ['EUR', 4001, 71, false, 'Travel card'],
    ]);
    for (const account of accounts) {
      expect(account.balance).toMatch(/^-?\d+\.\d{2}$/);
      expect(account.pendingAmount).toMatch(/^\d+\.\d{2}$/);
      expect(account.minimumBalance).toBe('0.00');
      expect(account.accountNumber).toMatch(/^PD\d{10}$/);
    }
    expect(accounts[2]).toMatchObject({
      subType: 'PREPAID',
      cardMaskedNumber: '535522******4417',
      cardExpiryMonth: 9,
      cardExpiryYear: 2029,
    });
    expect(compareDecimals(accounts[0].pendingAmount, '0')).toBe(1); // the instant payment still processing today
  });

  test('uma has one empty EUR account', async () => {
    const uma = (await t.signIn('uma.unverified')).accessToken;
    const { accounts } = (await t.call('balanceInquiry', {}, { token: uma })).body;
    expect(accounts).toEqual([
      expect.objectContaining({ currencyCode: 'EUR', balance: '0.00', pendingAmount: '0.00' }),
    ]);
  });
});
