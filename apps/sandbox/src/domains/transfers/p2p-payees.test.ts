// @vitest-environment node
// The people a demo customer paid before (p2pBeneficiaryList, recentTransfers) are Paydeck customers: each passes
// the payee check and can be paid again, the money arriving in their EUR account.
import { and, eq } from 'drizzle-orm';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { balanceOf } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { users } from '../customer/tables.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}

describe("anna's payees of before", () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('anna.personal')).accessToken;
  });
  afterAll(() => t.close());

  test('every person she paid before is listed and passes the payee check', async () => {
    const { body } = await t.call('p2pBeneficiaryList', {}, { token });
    const emails = (body.beneficiaries as { email: string }[]).map((b) => b.email);
    expect(emails).toContain('jonas.weber@example.com');
    for (const email of emails) {
      const check = await t.call('checkPayee', { email }, { token });
      expect({ email, exists: check.body.exists }).toEqual({ email, exists: true });
    }
  });

  test('jonas.weber@example.com, listed as a recent payee, can be paid: the money arrives in his EUR account', async () => {
    const recent = await t.call('recentTransfers', { type: 'p2p', limit: 3 }, { token });
    expect((recent.body.transfers as { toEmail: string }[]).map((r) => r.toEmail)).toContain('jonas.weber@example.com');
    const mine = (await t.call('balanceInquiry', {}, { token })).body.accounts as Account[];
    const eur = mine.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account;
    const sent = await t.call(
      'p2pTransferFunds',
      { fromAccountId: eur.accountId, toEmail: 'jonas.weber@example.com', amount: '5.00' },
      { token, key: newKey() },
    );
    expect(sent.body).toMatchObject({ responseCode: '00', statusId: 2 });
    const [jonas] = await t.db
      .select({ accountId: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.customerId, accounts.customerId))
      .where(and(eq(users.login, 'jonas.weber@example.com'), eq(accounts.currencyCode, 'EUR')));
    expect(await balanceOf(t.db, jonas?.accountId ?? 0)).toBe(500n);
  });
});
