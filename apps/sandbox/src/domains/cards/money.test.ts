// @vitest-environment node
// Card calls that move money: activation (3.00 fee), reissue (5.00 / 25.00, upgrade 20.00) and card
// loads, to the cent, booked once per Idempotency-Key, and the ledger's rules after all of them.
import { and, count, eq } from 'drizzle-orm';
import { accounts, transactions } from '../accounts/tables.ts';
import { balanceOf } from '../accounts/ledger/ledger.ts';
import { fromCents } from '../../money.ts';
import { cents, type Person, signInAs } from './test-support.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { balanceMismatches, ledgerViolations, noViolations, unbalancedCurrencies } from '../accounts/ledger/checks.ts';

describe.each(testDbKinds)('card money on %s', (kind) => {
  let t: TestSandbox;
  let cleo: Person;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    cleo = await signInAs(t, 'cleo.cards');
  });
  afterAll(() => t.close());

  const feesAccountBalance = async (currencyCode: string) => {
    const [fees] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.systemPurpose, 'fees'), eq(accounts.currencyCode, currencyCode)));
    return balanceOf(t.db, fees?.id ?? 0);
  };
  const transactionCount = async () => (await t.db.select({ n: count() }).from(transactions))[0]?.n ?? 0;

  test('activation data: the fee, the extra parameter and the accounts that can pay', async () => {
    const card = await cleo.card('7788');
    const eur = await cleo.payment('EUR');
    expect(await cleo.call('cardActivationData', { accountId: card.accountId })).toEqual({
      responseCode: '00',
      fees: '3.00',
      feeCurrency: 'EUR',
      extraParams: [
        { name: 'lastFourOfCardNumber', label: 'Last four digits of the card number', pattern: '^\\d{4}$' },
      ],
      feeAccounts: [
        { accountId: eur.accountId, accountNumber: eur.accountNumber, currencyCode: 'EUR', balance: eur.balance },
      ],
    });
  });

  test('activation: wrong digits and a wrong fee account are refused; the right ones activate for 3.00', async () => {
    const card = await cleo.card('7788');
    const eur = await cleo.payment('EUR');
    const usd = await cleo.payment('USD');
    const activate = (feeAccountId: number, lastFourOfCardNumber: string, key = newKey()) =>
      cleo.call(
        'cardActivate',
        { accountId: card.accountId, feeAccountId, extraParams: { lastFourOfCardNumber } },
        { key },
      );

    expect((await activate(eur.accountId, '1234')).validationErrors).toEqual([
      { param: 'extraParams.lastFourOfCardNumber', description: 'does not match the card' },
    ]);
    expect((await activate(usd.accountId, '7788')).validationErrors).toEqual([
      { param: 'feeAccountId', description: 'must be a payment account in EUR' },
    ]);
    const feesBefore = await feesAccountBalance('EUR');
    const key = newKey();
    const answer = await activate(eur.accountId, '7788', key);
    expect(answer).toMatchObject({ responseCode: '00', statusId: 2 });
    expect(answer.pinCode).toMatch(/^\d{4}$/);
    expect(cents(await cleo.balance(eur.accountId))).toBe(cents(eur.balance) - 300n);
    expect(await feesAccountBalance('EUR')).toBe(feesBefore + 300n);
    expect((await cleo.card('7788')).statusId).toBe(2);
    expect(await cleo.call('cardShowPin', { accountId: card.accountId })).toEqual({
      responseCode: '00',
      pin: answer.pinCode,
    });

    const booked = await transactionCount();
    expect(await activate(eur.accountId, '7788', key)).toEqual(answer); // replayed
    expect(await transactionCount()).toBe(booked);
    expect((await activate(eur.accountId, '7788')).responseDescription).toBe(
      "The card's status does not allow this action",
    );
  });

  test('reissue 5.00 from the card, upgrade to express for 20.00 more, then no second upgrade', async () => {
    const card = await cleo.card('3344');
    const before = cents(card.balance);
    expect(before).toBeGreaterThan(2500n);
    const reissued = await cleo.call(
      'cardReissue',
      { accountId: card.accountId, isExpressShipping: false },
      { idempotent: true },
    );
    expect(reissued).toMatchObject({
      responseCode: '00',
      reissue: { statusId: 0, isExpressShipping: false, fee: '5.00', currencyCode: 'EUR' },
    });
    expect(cents(await cleo.balance(card.accountId))).toBe(before - 500n);
    expect((await cleo.card('3344')).cardReissuedStatusId).toBe(0);
    expect((await cleo.call('cardReissue', { accountId: card.accountId }, { idempotent: true })).responseCode).toBe(
      'TA1',
    );

    const upgraded = await cleo.call('cardReissueUpgradeShipping', { accountId: card.accountId }, { idempotent: true });
    expect(upgraded.reissue).toMatchObject({ statusId: 0, isExpressShipping: true, fee: '25.00' });
    expect(cents(await cleo.balance(card.accountId))).toBe(before - 2500n);
    expect(
      (await cleo.call('cardReissueUpgradeShipping', { accountId: card.accountId }, { idempotent: true })).responseCode,
    ).toBe('TA1');
  });

  test('a card without the money is refused a reissue and not charged', async () => {
    const empty = await cleo.card('6610');
    expect(empty.balance).toBe('0.00');
    expect(
      await cleo.call('cardReissue', { accountId: empty.accountId, isExpressShipping: true }, { idempotent: true }),
    ).toEqual({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors: [{ param: 'accountId', description: 'insufficient funds on the card' }],
    });
    expect((await cleo.card('6610')).cardReissuedStatusId).toBeNull();
    expect((await cleo.card('6610')).balance).toBe('0.00');
  });

  test('express reissue costs 25.00 (the card activated above, loaded with 30.00)', async () => {
    const card = await cleo.card('7788');
    const eur = await cleo.payment('EUR');
    expect(card).toMatchObject({ statusId: 2, balance: '0.00' });
    const load = { accountId: card.accountId, fromAccountId: eur.accountId, amount: '30.00' };
    expect((await cleo.call('cardLoad', load, { idempotent: true })).responseCode).toBe('00');
    const answer = await cleo.call(
      'cardReissue',
      { accountId: card.accountId, isExpressShipping: true },
      { idempotent: true },
    );
    expect(answer.reissue).toMatchObject({ statusId: 0, isExpressShipping: true, fee: '25.00' });
    expect(await cleo.balance(card.accountId)).toBe('5.00');
    expect(
      (await cleo.call('cardReissueUpgradeShipping', { accountId: card.accountId }, { idempotent: true })).responseCode,
    ).toBe('TA1');
  });

  test('upgrading the seeded standard reissue charges exactly 20.00', async () => {
    const card = await cleo.card('9090');
    const before = cents(card.balance);
    const answer = await cleo.call('cardReissueUpgradeShipping', { accountId: card.accountId }, { idempotent: true });
    expect(answer.reissue).toMatchObject({ isExpressShipping: true, fee: '25.00', currencyCode: 'USD' });
    expect(cents(await cleo.balance(card.accountId))).toBe(before - 2000n);
  });

  test('card load: exact cents, booked once per key, same currency only, never more than the balance', async () => {
    const card = await cleo.card('5521');
    const eur = await cleo.payment('EUR');
    const usd = await cleo.payment('USD');
    const key = newKey();
    const body = { accountId: card.accountId, fromAccountId: eur.accountId, amount: '12.34' };
    const loaded = await cleo.call('cardLoad', body, { key });
    expect(loaded).toEqual({ responseCode: '00', transactionId: expect.any(Number) });
    expect(cents(await cleo.balance(card.accountId))).toBe(cents(card.balance) + 1234n);
    expect(cents(await cleo.balance(eur.accountId))).toBe(cents(eur.balance) - 1234n);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, loaded.transactionId));
    expect(row).toMatchObject({ typeId: 9, statusId: 2, fromAccountId: eur.accountId, toAccountId: card.accountId });

    expect(await cleo.call('cardLoad', body, { key })).toEqual(loaded);
    expect(cents(await cleo.balance(card.accountId))).toBe(cents(card.balance) + 1234n);

    expect(
      (await cleo.call('cardLoad', { ...body, fromAccountId: usd.accountId }, { idempotent: true })).validationErrors,
    ).toEqual([{ param: 'fromAccountId', description: "must be a payment account in the card's currency" }]);
    const tooMuch = fromCents(cents(await cleo.balance(eur.accountId)) + 1n);
    expect((await cleo.call('cardLoad', { ...body, amount: tooMuch }, { idempotent: true })).validationErrors).toEqual([
      { param: 'amount', description: 'exceeds the available balance' },
    ]);
    expect((await cleo.call('cardLoad', { ...body, amount: '0' }, { idempotent: true })).responseCode).toBe('VF');
    const everything = await cleo.balance(eur.accountId);
    expect((await cleo.call('cardLoad', { ...body, amount: everything }, { idempotent: true })).responseCode).toBe(
      '00',
    );
    expect(await cleo.balance(eur.accountId)).toBe('0.00');
  });

  test('the ledger keeps every rule after the card money moves', async () => {
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
    expect(await balanceMismatches(t.db)).toEqual([]);
    expect(await unbalancedCurrencies(t.db)).toEqual([]);
  });
});
