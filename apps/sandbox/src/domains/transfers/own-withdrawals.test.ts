// @vitest-environment node
// Own-account withdrawals (payments.md 6; WIRE.md "Own-account withdrawals"): a transfer to the customer's own
// account elsewhere (`toOwnAccount: true`) needs the withdrawal's flag, one to someone else the sending flag, and a
// transfer between own accounts its own flag. Northwind (boris, right 2) may send wire and EFT to others and
// withdraw by wire, EFT and crypto and between its accounts; a person (anna) is not restricted.
import { eq } from 'drizzle-orm';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { customers } from '../customer/tables.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
}

describe('own-account withdrawals by their flags', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  const from: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const who of ['boris.business', 'anna.personal']) {
      token[who] = (await t.signIn(who)).accessToken;
      const accounts = (await t.call('balanceInquiry', {}, { token: token[who] })).body.accounts as Account[];
      from[who] = (accounts.find((a) => a.typeId === 1001) as Account).accountId;
    }
  });
  afterAll(() => t.close());

  const call = (who: string, method: string, body: object) =>
    t.call(method, { fromAccountId: from[who], amount: '1.00', ...body }, { token: token[who], key: newKey() });
  const wire = { beneficiaryName: 'Boris Petrov', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' };
  const crypto = { address: '0x52908400098527886E0F7030069857D2E4169EE7' };

  // "allowed" means the flag check let the call through (it may still be refused by its fields: VF, never 13).
  test.each<[string, string, string, object, boolean]>([
    ['boris', 'a wire to someone else (sendMoneyWireUser)', 'transferWire', wire, true],
    ['boris', 'a wire to his own account (withdrawWireUser)', 'transferWire', { ...wire, toOwnAccount: true }, true],
    ['boris', 'crypto to someone else (no sendMoneyCryptoUser)', 'transferCryptoEft', crypto, false],
    [
      'boris',
      'crypto to his own wallet (withdrawCryptoUser)',
      'transferCryptoEft',
      { ...crypto, toOwnAccount: true },
      true,
    ],
    ['boris', 'interac to his own account (no withdrawInteracUser)', 'transferInterac', { toOwnAccount: true }, false],
    ['boris', 'a card payout to his own card (no withdrawCardUser)', 'transferOct', { toOwnAccount: true }, false],
    ['boris', 'instant to his own account (no withdrawInstantUser)', 'transferInstant', { toOwnAccount: true }, false],
    ['boris', 'the fee of his own crypto withdrawal', 'transferCryptoEftFee', { toOwnAccount: true }, true],
    ['boris', 'the fee of an own interac withdrawal', 'transferInteracFee', { toOwnAccount: true }, false],
    [
      'boris',
      'toOwnAccount false is sending to others',
      'transferCryptoEft',
      { ...crypto, toOwnAccount: false },
      false,
    ],
    ['anna', 'a person: interac to her own account', 'transferInterac', { toOwnAccount: true }, true],
    ['anna', 'a person: a card payout to her own card', 'transferOct', { toOwnAccount: true }, true],
  ])('%s, %s: allowed %s', async (who, _case, method, body, allowed) => {
    const answer = await call(who === 'boris' ? 'boris.business' : 'anna.personal', method, body);
    expect(answer.body.responseCode === '13').toBe(!allowed);
  });

  test('between own accounts needs transferBetweenOwnAccountsUser; with it the transfer goes through', async () => {
    const boris = token['boris.business'];
    const accounts = (await t.call('balanceInquiry', {}, { token: boris })).body.accounts as Account[];
    const [a, b] = accounts.filter((account) => account.typeId === 1001);
    const send = () =>
      t.call(
        'transferBetweenAccounts',
        { fromAccount: a?.accountId, toAccount: b?.accountId, toAmount: '1.00' },
        { token: boris, key: newKey() },
      );
    expect((await send()).body.responseCode).toBe('00');
    const northwind = (await t.call('customerInfo', {}, { token: boris })).body.customer.customerId as number;
    const [row] = await t.db.select().from(customers).where(eq(customers.id, northwind));
    const without = (row?.permissions ?? []).filter((name) => name !== 'transferBetweenOwnAccountsUser');
    await t.db.update(customers).set({ permissions: without }).where(eq(customers.id, northwind));
    expect((await send()).body.responseCode).toBe('13');
  });
});
