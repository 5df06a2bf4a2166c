// @vitest-environment node
// Applying for a card: what is offered per country and why an option is disabled, what a move does to
// the cards held, and cardApply (virtual active, physical submitted, fees debited, a new address).
import { passesLuhn } from '@paydeck/api-client/card-number';
import { and, eq } from 'drizzle-orm';
import { customerAddresses } from '../customer/tables.ts';
import { cents, type Person, signInAs } from './test-support.ts';
import { testDbKinds } from '../../test/databases.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { NO_EXPRESS, NOT_CONFIRMED } from './regions.ts';

const EEA = [2006, 2007, 2010, 2011, 2012, 2013];

describe.each(testDbKinds)('card application on %s', (kind) => {
  let t: TestSandbox;
  let cleo: Person;
  let uma: Person;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    cleo = await signInAs(t, 'cleo.cards');
    uma = await signInAs(t, 'uma.unverified');
  });
  afterAll(() => t.close());

  test('applyForCardInfo for cleo at home: the EEA products with their fees, both shipping options, her address', async () => {
    const info = await cleo.call('applyForCardInfo');
    const eur = await cleo.payment('EUR');
    expect(info).toMatchObject({ responseCode: '00', countryCode: 'DE' });
    expect(info.products.map((p: { productTypeId: number }) => p.productTypeId)).toEqual(EEA);
    expect(info.products[0]).toEqual({
      productTypeId: 2006,
      isVirtual: false,
      currencyCode: 'EUR',
      fees: { annual: '0.00', issue: '10.00', monthly: '1.00', currency: 'EUR' },
    });
    expect(info.products[2].fees).toEqual({ annual: '0.00', issue: '1.00', monthly: '0.00', currency: 'EUR' });
    expect(info.shippingOptions).toEqual([
      { id: 1, type: 'standard', fee: '0.00', deliveryTime: '7-10 business days', disabledReasons: [] },
      { id: 2, type: 'express', fee: '25.00', deliveryTime: '2-3 business days', disabledReasons: [] },
    ]);
    expect(info.address).toMatchObject({ address1: 'Schönhauser Allee 36', countryCode: 'DE' });
    expect(info.feeAccounts).toContainEqual({
      accountId: eur.accountId,
      accountNumber: eur.accountNumber,
      currencyCode: 'EUR',
      balance: eur.balance,
    });
  });

  test.each([
    ['fr', 'FR', EEA, []],
    ['GB', 'GB', [2020, 2021], []],
    ['US', 'US', [2135], [NO_EXPRESS]],
    ['CH', 'CH', [], [NO_EXPRESS]],
    ['JP', 'JP', [], [NO_EXPRESS]],
  ])('applyForCardInfo for %s', async (asked, countryCode, productTypeIds, expressReasons) => {
    const info = await cleo.call('applyForCardInfo', { countryCode: asked });
    expect(info.countryCode).toBe(countryCode);
    expect(info.products.map((p: { productTypeId: number }) => p.productTypeId)).toEqual(productTypeIds);
    expect(info.shippingOptions.map((o: { disabledReasons: string[] }) => o.disabledReasons)).toEqual([
      [],
      expressReasons,
    ]);
  });

  test('applyForCardInfo for an unverified customer: every shipping option needs a confirmed address', async () => {
    const info = await uma.call('applyForCardInfo');
    expect(info.countryCode).toBe('GB');
    expect(info.shippingOptions.map((o: { disabledReasons: string[] }) => o.disabledReasons)).toEqual([
      [NOT_CONFIRMED],
      [NOT_CONFIRMED],
    ]);
    expect((await uma.call('applyForCardInfo', { countryCode: 'XX' })).validationErrors).toEqual([
      { param: 'countryCode', description: 'must be a country code' },
    ]);
  });

  test('moving from DE to GB cancels every live card; within the EEA the cards on their way keep going', async () => {
    const { address } = await cleo.call('applyForCardInfo');
    const cards = (await cleo.accounts()).filter((a) => a.typeId === 4001);
    const ids = (...last4: string[]) =>
      cards.filter((c) => last4.some((l) => c.cardMaskedNumber?.endsWith(l))).map((c) => c.accountId);
    const live = cards.filter((c) => c.statusId !== 11 && c.statusId !== 4).map((c) => c.accountId);

    expect(
      await cleo.call('addressReplacementCompatibilityCheck', { countryCode: 'GB', oldAddressId: address.addressId }),
    ).toEqual({ responseCode: '00', cardAccountsToBeCanceled: live, cardAccountsToBeShippedToOldAddress: [] });
    expect(
      await cleo.call('addressReplacementCompatibilityCheck', { countryCode: 'FR', oldAddressId: address.addressId }),
    ).toEqual({
      responseCode: '00',
      cardAccountsToBeCanceled: [],
      cardAccountsToBeShippedToOldAddress: ids('1919', '2020', '4141', '1000', '9090'),
    });
    const umaAddress = (await uma.call('applyForCardInfo')).address;
    expect(
      (
        await cleo.call('addressReplacementCompatibilityCheck', {
          countryCode: 'FR',
          oldAddressId: umaAddress.addressId,
        })
      ).validationErrors,
    ).toEqual([{ param: 'oldAddressId', description: 'is not one of your addresses' }]);
  });

  test('a virtual card: active at once with a fresh number, 1.00 issue fee, once per key', async () => {
    const eur = await cleo.payment('EUR');
    const before = (await cleo.accounts()).length;
    const key = newKey();
    const body = { productTypeId: 2010, feeAccountId: eur.accountId };
    const applied = await cleo.call('cardApply', body, { key });
    expect(applied).toEqual({ responseCode: '00', accountId: expect.any(Number), statusId: 2 });
    expect(await cleo.call('cardApply', body, { key })).toEqual(applied);
    expect(await cleo.accounts()).toHaveLength(before + 1);
    expect(cents(await cleo.balance(eur.accountId))).toBe(cents(eur.balance) - 100n);

    const card = (await cleo.accounts()).find((a) => a.accountId === applied.accountId);
    expect(card).toMatchObject({
      typeId: 4001,
      statusId: 2,
      cardIsVirtual: true,
      cardProductTypeId: 2010,
      currencyCode: 'EUR',
    });
    const details = await cleo.call('cardVirtualDetails', { accountId: applied.accountId });
    expect(passesLuhn(details.cardNumber)).toBe(true);
    expect(card?.cardMaskedNumber).toBe(`${details.cardNumber.slice(0, 6)}******${details.cardNumber.slice(-4)}`);
  });

  test.each([
    [2006, 'EUR', 1, '10.00'],
    [2007, 'USD', 2, '35.00'],
  ])(
    'a physical card %s: submitted, issue and shipping fees debited',
    async (productTypeId, currency, shippingOptionId, fee) => {
      const account = await cleo.payment(currency);
      const body = { productTypeId, shippingOptionId, feeAccountId: account.accountId };
      const applied = await cleo.call('cardApply', body, { idempotent: true });
      expect(applied).toEqual({ responseCode: '00', accountId: expect.any(Number), statusId: 0 });
      expect(cents(await cleo.balance(account.accountId))).toBe(cents(account.balance) - cents(fee));
      const info = await cleo.call('cardInfo', { accountId: applied.accountId });
      expect(info.card.shippingAddress).toMatchObject({ address1: 'Schönhauser Allee 36' });
    },
  );

  test.each([
    [{ productTypeId: 2006 }, 'shippingOptionId', 'is required'],
    [{ productTypeId: 2006, shippingOptionId: 3 }, 'shippingOptionId', 'is not a shipping option'],
    [{ productTypeId: 2020, shippingOptionId: 1 }, 'productTypeId', 'is not offered in DE'],
    [{ productTypeId: 9999 }, 'productTypeId', 'is not a card product'],
    [{ productTypeId: 2011, useEur: true }, 'feeAccountId', 'must be a payment account in USD'],
  ])('cardApply %j is refused: %s %s', async (input, param, description) => {
    const eur = await cleo.payment('EUR');
    const { useEur: _, ...body } = input as typeof input & { useEur?: boolean };
    const answer = await cleo.call('cardApply', { ...body, feeAccountId: eur.accountId }, { idempotent: true });
    expect(answer.validationErrors).toEqual([{ param, description }]);
  });

  test('an unverified customer cannot have a card shipped, and needs the money for a virtual one', async () => {
    const gbp = await uma.call('addCurrency', { currencyCode: 'GBP' }, { idempotent: true });
    const physical = { productTypeId: 2020, shippingOptionId: 1, feeAccountId: gbp.accountId };
    expect((await uma.call('cardApply', physical, { idempotent: true })).validationErrors).toEqual([
      { param: 'shippingOptionId', description: NOT_CONFIRMED },
    ]);
    const virtual = { productTypeId: 2021, feeAccountId: gbp.accountId };
    expect((await uma.call('cardApply', virtual, { idempotent: true })).validationErrors).toEqual([
      { param: 'feeAccountId', description: 'insufficient funds' },
    ]);
  });

  test('moving to GB with a new card: the new address replaces the old one and the EEA cards are canceled', async () => {
    const old = (await cleo.call('applyForCardInfo')).address;
    const eur = await cleo.payment('EUR');
    const gbp = await cleo.call('addCurrency', { currencyCode: 'GBP' }, { idempotent: true });
    const funded = await cleo.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: gbp.accountId, toAmount: '20.00' },
      { idempotent: true },
    );
    expect(funded.responseCode).toBe('00');
    const { cardAccountsToBeCanceled } = await cleo.call('addressReplacementCompatibilityCheck', {
      countryCode: 'GB',
      oldAddressId: old.addressId,
    });
    const newAddress = { address1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'GB' };
    const applied = await cleo.call(
      'cardApply',
      { productTypeId: 2021, feeAccountId: gbp.accountId, newAddress },
      { idempotent: true },
    );
    expect(applied).toMatchObject({ responseCode: '00', statusId: 2 });

    const after = await cleo.accounts();
    for (const accountId of cardAccountsToBeCanceled) {
      expect(after.find((a) => a.accountId === accountId)?.statusId).toBe(4);
    }
    expect(await cleo.balance(gbp.accountId)).toBe('19.00');
    const info = await cleo.call('applyForCardInfo');
    expect(info).toMatchObject({ countryCode: 'GB', address: { ...newAddress, addressId: expect.any(Number) } });
    const [kept] = await t.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, old.addressId)));
    expect(kept?.status).toBe('replaced');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });
});
