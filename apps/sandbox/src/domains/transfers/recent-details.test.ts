// @vitest-environment node
// recentTransferDetails over HTTP: a transfer of the caller's own is answered as a new transfer of its kind
// would send it (a wire's beneficiary, bank and extra parameters; an own transfer's accounts; a p2p payee),
// its checks follow the customer's data as it is now, and anyone else's transaction is refused as unknown.
import { RepeatableTransferSchema } from '@paydeck/transfers/api';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { transactions } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { customerAddresses, customers, users } from '../customer/tables.ts';
import { kycProfiles } from '../kyc/tables.ts';
import { externalCalls, hans } from './external-test-support.ts';
import { externalTransfers } from './tables.ts';

const unknown = {
  responseCode: 'VF',
  responseDescription: 'Validation failed',
  validationErrors: [{ param: 'transactionId', description: 'is not one of your transfers' }],
};

describe('recentTransferDetails', () => {
  let t: TestSandbox;
  let rosa: string;
  let anna: string;
  let rosaId: number;
  const { account, submit } = externalCalls(
    () => t,
    () => rosa,
  );
  const details = async (transactionId: unknown, token = rosa) =>
    (await t.call('recentTransferDetails', { transactionId }, { token })).body;
  /** The answer as the client's schema reads it (a drift from the contract fails here). */
  const parsed = async (transactionId: unknown) =>
    v.parse(RepeatableTransferSchema, (await details(transactionId)).transaction);
  const wire = async (body: Record<string, unknown> = {}) => {
    const answer = await submit('transferWire', { amount: '120.50', ...hans, ...body });
    return Number(answer.transactionId);
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    rosa = (await t.signIn('rosa.rails')).accessToken;
    anna = (await t.signIn('anna.personal')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('rosa.rails')));
    rosaId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  test('a wire from a template: the rail, the beneficiary, the bank, the extra parameters, amount and currency', async () => {
    const transactionId = await wire();
    expect((await details(transactionId)).responseCode).toBe('00');
    expect(await parsed(transactionId)).toMatchObject({
      type: 'wire',
      isCustomerAddressDateValid: true,
      hasRequirements: false,
      isExtraParamsValid: true,
      isCustomerAddressMatchesActive: true,
      details: {
        transactionId,
        fromAccountId: (await account('EUR')).accountId,
        amount: '120.50',
        currencyCode: 'EUR',
        toCurrencyCode: 'EUR',
        description: null,
        templateId: 1,
        beneficiaryName: 'Hans Müller',
        iban: 'DE94500700100123456789',
        swift: 'DEUTDEFF',
        bankName: 'Deutsche Bank AG',
        bankCountryCode: 'DE',
        countryCode: 'DE',
        extraParams: { paymentPurpose: 'goods' },
      },
    });
  });

  test('the reference the person typed comes back; the one the bank wrote does not', async () => {
    const typed = await wire({ description: 'Invoice 2026-114' });
    expect((await details(typed)).transaction.details.description).toBe('Invoice 2026-114');
  });

  test('an own transfer names both accounts; a p2p names the payee', async () => {
    const eur = await account('EUR');
    const usd = await account('USD');
    const own = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: usd.accountId, toAmount: '10.80', reference: 'Savings' },
      { token: rosa, key: newKey() },
    );
    expect(await parsed(own.body.transactionId)).toMatchObject({
      type: 'betweenAccounts',
      details: { fromAccountId: eur.accountId, toAccountId: usd.accountId, description: 'Savings' },
    });
    const toEmail = loginOf('anna.personal');
    const p2p = await t.call(
      'p2pTransferFunds',
      { fromAccountId: eur.accountId, toEmail, amount: '5.00' },
      { token: rosa, key: newKey() },
    );
    expect(await parsed(p2p.body.transactionId)).toMatchObject({
      type: 'p2p',
      details: { toEmail, amount: '5.00', currencyCode: 'EUR', description: null },
    });
  });

  // Each check read from the data: the state changed, the same transfer answers otherwise; then put back.
  const newHome = { address1: 'Calle Nueva 7', city: 'Madrid', postalCode: '28004', countryCode: 'ES' };
  test.each<[string, string, boolean, (transactionId: number) => Promise<unknown>, () => Promise<unknown>]>([
    [
      'the proof of residence expired',
      'isCustomerAddressDateValid',
      false,
      () => t.db.update(kycProfiles).set({ proofOfResidenceStatus: 'none' }).where(eq(kycProfiles.customerId, rosaId)),
      () =>
        t.db.update(kycProfiles).set({ proofOfResidenceStatus: 'validated' }).where(eq(kycProfiles.customerId, rosaId)),
    ],
    [
      'the account is limited',
      'hasRequirements',
      true,
      () => t.db.update(customers).set({ limited: true }).where(eq(customers.id, rosaId)),
      () => t.db.update(customers).set({ limited: false }).where(eq(customers.id, rosaId)),
    ],
    [
      'the kept purpose of payment is no longer one of the list',
      'isExtraParamsValid',
      false,
      async (transactionId) => {
        const where = eq(externalTransfers.transactionId, transactionId);
        const [row] = await t.db.select().from(externalTransfers).where(where);
        await t.db
          .update(externalTransfers)
          .set({ details: { ...row?.details, extraParams: { paymentPurpose: 'gifts' } } })
          .where(where);
      },
      async () => undefined,
    ],
    [
      'a new home address replaced the one the wire was sent with',
      'isCustomerAddressMatchesActive',
      false,
      async () => {
        const mine = eq(customerAddresses.customerId, rosaId);
        await t.db
          .update(customerAddresses)
          .set({ status: 'replaced' })
          .where(and(mine, eq(customerAddresses.status, 'confirmed')));
        const later = new Date(Date.now() + 60_000);
        await t.db
          .insert(customerAddresses)
          .values({ customerId: rosaId, ...newHome, status: 'confirmed', createdAt: later });
      },
      async () => {
        const mine = eq(customerAddresses.customerId, rosaId);
        await t.db.delete(customerAddresses).where(and(mine, eq(customerAddresses.address1, newHome.address1)));
        await t.db
          .update(customerAddresses)
          .set({ status: 'confirmed' })
          .where(and(mine, eq(customerAddresses.status, 'replaced')));
      },
    ],
  ])('%s: %s is %s', async (_, check, expected, change, undo) => {
    const transactionId = await wire();
    expect((await details(transactionId)).transaction[check]).toBe(!expected);
    await change(transactionId);
    t.sandbox.answers.clear(); // written behind the API's back: its read cache would not know
    try {
      expect((await details(transactionId)).transaction[check]).toBe(expected);
    } finally {
      await undo();
      t.sandbox.answers.clear();
    }
  });

  test.each<[string, () => Promise<unknown>]>([
    ['another customer’s wire', () => wire()],
    ['an unknown transaction', async () => 999_999],
  ])('%s is refused as unknown, and answers nothing of it', async (_, made) => {
    const transactionId = await made();
    expect(await details(transactionId, anna)).toEqual(unknown);
  });

  test('a fee and an incoming transfer are not the caller’s to repeat', async () => {
    const eur = await account('EUR');
    const sent = await t.call(
      'p2pTransferFunds',
      { fromAccountId: eur.accountId, toEmail: loginOf('anna.personal'), amount: '3.00' },
      { token: rosa, key: newKey() },
    );
    expect(await details(sent.body.transactionId, anna)).toEqual(unknown); // anna received it
    const [fee] = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.fromAccountId, eur.accountId), eq(transactions.typeId, TxType.fee)))
      .orderBy(desc(transactions.id))
      .limit(1);
    expect(await details(fee?.id)).toEqual(unknown); // its fee
  });
});
