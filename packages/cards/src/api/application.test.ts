// @vitest-environment node
import { ApiError } from '@paydeck/api-client';
import { applyForCard, fetchAddressReplacementCheck, fetchCardApplicationInfo } from './application';
import { fakeCaller } from './fake-caller';

const info = {
  responseCode: '00',
  countryCode: 'DE',
  products: [
    {
      productTypeId: 2010,
      isVirtual: true,
      currencyCode: 'EUR',
      fees: { annual: '0.00', issue: '0.00', monthly: '0.00', currency: 'EUR' },
    },
    {
      productTypeId: 2006,
      isVirtual: false,
      currencyCode: 'EUR',
      fees: { annual: '12.00', issue: '5.00', monthly: '1.00', currency: 'EUR' },
    },
  ],
  shippingOptions: [
    { id: 1, type: 'standard', fee: '0.00', deliveryTime: '7-10 business days', disabledReasons: [] },
    {
      id: 2,
      type: 'express',
      fee: '25.00',
      deliveryTime: '2-3 business days',
      disabledReasons: ['Express shipping is not available to this country'],
    },
  ],
  address: { addressId: 7, address1: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  feeAccounts: [{ accountId: 11, accountNumber: 'DE89370400440532013000', currencyCode: 'EUR', balance: '120.50' }],
};

async function malformed(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.kind).toBe('malformed');
  return apiError;
}

const issuePaths = (error: ApiError) =>
  (error.issues ?? []).map((issue) => issue.path?.map((item) => String(item.key)).join('.'));

describe('applyForCardInfo', () => {
  test('a good answer parses, and the country is sent only when given', async () => {
    const { api, calls } = fakeCaller(info);
    const parsed = await fetchCardApplicationInfo(api, null);
    expect(parsed.products.map((product) => product.productTypeId)).toEqual([2010, 2006]);
    expect(parsed.shippingOptions[1]?.disabledReasons).toHaveLength(1);
    expect(parsed.address?.addressId).toBe(7);
    expect(parsed).not.toHaveProperty('responseCode');
    expect(calls).toEqual([
      { method: 'applyForCardInfo', payload: { countryCode: undefined }, idempotencyKey: undefined },
    ]);

    await fetchCardApplicationInfo(api, 'FR');
    expect(calls[1]?.payload).toEqual({ countryCode: 'FR' });
  });

  test('no address on file is null', async () => {
    const { api } = fakeCaller({ ...info, address: null });
    expect((await fetchCardApplicationInfo(api, null)).address).toBeNull();
  });

  test.each([
    [
      'a fee as a number',
      { ...info, products: [{ ...info.products[0], fees: { ...info.products[0]?.fees, issue: 5 } }] },
      'products.0.fees.issue',
    ],
    [
      'a shipping option without its reasons',
      { ...info, shippingOptions: [{ id: 1, type: 'standard', fee: '0.00', deliveryTime: 'soon' }] },
      'shippingOptions.0.disabledReasons',
    ],
    ['a lower-case country', { ...info, countryCode: 'de' }, 'countryCode'],
    [
      'a balance with a float',
      { ...info, feeAccounts: [{ ...info.feeAccounts[0], balance: 1.5 }] },
      'feeAccounts.0.balance',
    ],
  ])('%s is a malformed answer naming the field', async (_case, answer, path) => {
    const { api } = fakeCaller(answer);
    expect(issuePaths(await malformed(fetchCardApplicationInfo(api, null)))).toContain(path);
  });
});

describe('addressReplacementCompatibilityCheck', () => {
  test('a good answer parses', async () => {
    const { api, calls } = fakeCaller({
      responseCode: '00',
      cardAccountsToBeCanceled: [31],
      cardAccountsToBeShippedToOldAddress: [32, 33],
    });
    expect(await fetchAddressReplacementCheck(api, { countryCode: 'GB', oldAddressId: 7 })).toEqual({
      cardAccountsToBeCanceled: [31],
      cardAccountsToBeShippedToOldAddress: [32, 33],
    });
    expect(calls[0]).toMatchObject({
      method: 'addressReplacementCompatibilityCheck',
      payload: { countryCode: 'GB', oldAddressId: 7 },
    });
  });

  test('a missing list is malformed', async () => {
    const { api } = fakeCaller({ responseCode: '00', cardAccountsToBeCanceled: [] });
    expect(
      issuePaths(await malformed(fetchAddressReplacementCheck(api, { countryCode: 'GB', oldAddressId: 7 }))),
    ).toContain('cardAccountsToBeShippedToOldAddress');
  });
});

describe('cardApply', () => {
  test('sends the application with its idempotency key and answers the new card', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', accountId: 55, statusId: 0 });
    const application = {
      productTypeId: 2006,
      shippingOptionId: 1,
      feeAccountId: 11,
      newAddress: { address1: '1 High St', city: 'London', postalCode: 'SW1A 1AA', countryCode: 'GB' },
    };
    expect(await applyForCard(api, application, 'key-1')).toEqual({ accountId: 55, statusId: 0 });
    expect(calls).toEqual([{ method: 'cardApply', payload: application, idempotencyKey: 'key-1' }]);
  });

  test('an answer without the new account is malformed', async () => {
    const { api } = fakeCaller({ responseCode: '00', statusId: 2 });
    await malformed(applyForCard(api, { productTypeId: 2010, feeAccountId: 11 }, 'key-2'));
  });
});
