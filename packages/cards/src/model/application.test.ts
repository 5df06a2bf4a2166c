// @vitest-environment node
import type { CardApplicationInfo, CardOffer, ShippingOption } from '../api/application';
import {
  addressCheckInput,
  addressProblems,
  type ApplicationDraft,
  applicationProblems,
  applicationTotal,
  type CheckState,
  checkKey,
  chosenShipping,
  emptyDraft,
  feeAccountsFor,
  offerCountry,
  offersOfKind,
  toApplication,
} from './application';

const offer = (productTypeId: number, isVirtual: boolean, currency: string, issue = '0.00'): CardOffer => ({
  productTypeId,
  isVirtual,
  currencyCode: currency,
  fees: { annual: '12.00', issue, monthly: '1.00', currency },
});
const standard: ShippingOption = {
  id: 1,
  type: 'standard',
  fee: '0.00',
  deliveryTime: '7-10 days',
  disabledReasons: [],
};
const express: ShippingOption = { id: 2, type: 'express', fee: '25.00', deliveryTime: '2-3 days', disabledReasons: [] };
const expressOff: ShippingOption = {
  ...express,
  disabledReasons: ['Express shipping is not available to this country'],
};

const info: CardApplicationInfo = {
  countryCode: 'DE',
  products: [offer(2010, true, 'EUR'), offer(2006, false, 'EUR', '5.00'), offer(2007, false, 'USD', '5.00')],
  shippingOptions: [standard, expressOff],
  address: { addressId: 7, address1: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  feeAccounts: [
    { accountId: 11, accountNumber: 'EUR-1', currencyCode: 'EUR', balance: '30.00' },
    { accountId: 12, accountNumber: 'USD-1', currencyCode: 'USD', balance: '4.99' },
    { accountId: 13, accountNumber: 'EUR-2', currencyCode: 'EUR', balance: '2.00' },
  ],
};
const withExpress: CardApplicationInfo = { ...info, shippingOptions: [standard, express] };

const moved = { address1: '1 High St', city: 'London', postalCode: 'SW1A 1AA', countryCode: 'GB' };
const virtualDraft: ApplicationDraft = { ...emptyDraft, kind: 'virtual', productTypeId: 2010, feeAccountId: 11 };
const physicalDraft: ApplicationDraft = {
  ...emptyDraft,
  kind: 'physical',
  productTypeId: 2006,
  shippingOptionId: 1,
  feeAccountId: 11,
};
const movedDraft: ApplicationDraft = { ...physicalDraft, moved: true, newAddress: moved };

const none: CheckState = { kind: 'none' };
const pending: CheckState = { kind: 'pending' };
const noImpact: CheckState = {
  kind: 'ready',
  check: { cardAccountsToBeCanceled: [], cardAccountsToBeShippedToOldAddress: [] },
};
const cancels: CheckState = {
  kind: 'ready',
  check: { cardAccountsToBeCanceled: [31], cardAccountsToBeShippedToOldAddress: [] },
};
const ships: CheckState = {
  kind: 'ready',
  check: { cardAccountsToBeCanceled: [], cardAccountsToBeShippedToOldAddress: [32] },
};

test.each([
  ['virtual, no shipping', offer(2010, true, 'EUR', '2.50'), null, '2.50'],
  ['virtual ignores a stray shipping option', offer(2010, true, 'EUR', '2.50'), express, '2.50'],
  ['physical standard', offer(2006, false, 'EUR', '5.00'), standard, '5.00'],
  ['physical express', offer(2006, false, 'EUR', '5.00'), express, '30.00'],
  ['physical without shipping chosen yet', offer(2006, false, 'EUR', '5.00'), null, '5.00'],
])('total of %s: %s', (_case, product, shipping, total) => {
  expect(applicationTotal(product, shipping)).toBe(total);
});

test('offers of a kind', () => {
  expect(offersOfKind(info.products, 'physical').map((item) => item.productTypeId)).toEqual([2006, 2007]);
  expect(offersOfKind(info.products, 'virtual').map((item) => item.productTypeId)).toEqual([2010]);
  expect(offersOfKind(info.products, null)).toEqual([]);
});

test('a disabled shipping option is never the chosen one', () => {
  expect(chosenShipping(info, { ...physicalDraft, shippingOptionId: 2 })).toBeNull();
  expect(chosenShipping(withExpress, { ...physicalDraft, shippingOptionId: 2 })).toEqual(express);
});

test('fee accounts are those in the fee currency', () => {
  expect(feeAccountsFor(offer(2006, false, 'EUR'), info.feeAccounts).map((item) => item.accountId)).toEqual([11, 13]);
  expect(feeAccountsFor(offer(2012, false, 'RON'), info.feeAccounts)).toEqual([]);
  expect(feeAccountsFor(null, info.feeAccounts)).toEqual([]);
});

test.each([
  ['complete', moved, {}],
  [
    'empty',
    { address1: '', city: ' ', postalCode: '', countryCode: '' },
    { address1: 'required', city: 'required', postalCode: 'required', countryCode: 'required' },
  ],
  ['a lower-case country', { ...moved, countryCode: 'gb' }, { countryCode: 'country' }],
  ['a street of 99 characters', { ...moved, address1: 'x'.repeat(99) }, {}],
  ['a street of 100 characters', { ...moved, address1: 'x'.repeat(100) }, {}],
  ['a long street', { ...moved, address1: 'x'.repeat(101) }, { address1: 'tooLong' }],
  ['a city of 60 characters', { ...moved, city: 'c'.repeat(60) }, {}],
  ['a city of 61 characters', { ...moved, city: 'c'.repeat(61) }, { city: 'tooLong' }],
  ['a postal code of 16 characters', { ...moved, postalCode: '1'.repeat(16) }, {}],
  ['a long postal code', { ...moved, postalCode: '1'.repeat(17) }, { postalCode: 'tooLong' }],
  ['an Arabic street', { ...moved, address1: 'شارع الملك فهد ١٢' }, {}],
  ['a street with a bidi override', { ...moved, address1: 'Main St \u202e21' }, { address1: 'bidi' }],
  ['a city with U+0000', { ...moved, city: 'Lon\u0000don' }, { city: 'control' }],
])('new address %s', (_case, address, problems) => {
  expect(addressProblems(address)).toEqual(problems);
});

test.each<[string, ApplicationDraft, boolean, string | null]>([
  ['virtual: the person’s country', { ...virtualDraft, moved: true, newAddress: moved }, true, null],
  ['physical, not moved', physicalDraft, true, null],
  ['physical, moved to GB', movedDraft, true, 'GB'],
  ['physical, moved, country not chosen yet', { ...movedDraft, newAddress: { ...moved, countryCode: '' } }, true, null],
  ['physical, no address on file', { ...physicalDraft, newAddress: moved }, false, 'GB'],
])('offer country, %s: %s', (_case, draft, onFile, country) => {
  expect(offerCountry(draft, onFile)).toBe(country);
});

test.each<[string, CardApplicationInfo, ApplicationDraft, object | null]>([
  ['not moved', info, physicalDraft, null],
  ['moved to GB', info, movedDraft, { countryCode: 'GB', oldAddressId: 7 }],
  [
    'moved within Germany (cards on their way still matter)',
    info,
    { ...movedDraft, newAddress: { ...moved, countryCode: 'DE' } },
    { countryCode: 'DE', oldAddressId: 7 },
  ],
  ['virtual', info, { ...virtualDraft, moved: true, newAddress: moved }, null],
  ['no address on file', { ...info, address: null }, { ...physicalDraft, newAddress: moved }, null],
])('address check, %s', (_case, offerInfo, draft, input) => {
  expect(addressCheckInput(offerInfo, draft)).toEqual(input);
});

test.each<[string, CardApplicationInfo, ApplicationDraft, CheckState, string[]]>([
  ['nothing chosen', info, emptyDraft, none, ['kind']],
  ['a complete virtual order', info, virtualDraft, none, []],
  ['a virtual kind with a physical product', info, { ...virtualDraft, productTypeId: 2006 }, none, ['product']],
  ['no product chosen', info, { ...virtualDraft, productTypeId: null }, none, ['product']],
  ['a complete physical order', info, physicalDraft, none, []],
  ['physical without shipping', info, { ...physicalDraft, shippingOptionId: null }, none, ['shipping']],
  ['physical with the disabled option', info, { ...physicalDraft, shippingOptionId: 2 }, none, ['shipping']],
  ['moved, address incomplete', info, { ...movedDraft, newAddress: { ...moved, city: '' } }, noImpact, ['address']],
  ['moved, check running', info, movedDraft, pending, ['addressCheck']],
  ['moved, nothing affected', info, movedDraft, noImpact, []],
  ['moved, a card canceled, not acknowledged', info, movedDraft, cancels, ['acknowledge']],
  ['moved, a card on its way, not acknowledged', info, movedDraft, ships, ['acknowledge']],
  [
    'moved, acknowledged',
    info,
    { ...movedDraft, acknowledged: checkKey({ countryCode: 'GB', oldAddressId: 7 }) },
    cancels,
    [],
  ],
  ['moved, acknowledged for another country', info, { ...movedDraft, acknowledged: 'FR:7' }, cancels, ['acknowledge']],
  ['no address on file and none typed', { ...info, address: null }, physicalDraft, none, ['address']],
  [
    'no address on file, one typed (no check: nothing to compare)',
    { ...info, address: null },
    { ...physicalDraft, newAddress: moved },
    none,
    [],
  ],
  ['no fee account chosen', info, { ...virtualDraft, feeAccountId: null }, none, ['feeAccount']],
  ['a fee account in another currency', info, { ...physicalDraft, feeAccountId: 12 }, none, ['feeAccount']],
  ['no account in the fee currency', { ...info, feeAccounts: [] }, physicalDraft, none, ['noFeeAccount']],
  ['the balance does not cover the issue fee', info, { ...physicalDraft, feeAccountId: 13 }, none, ['funds']],
  [
    'the balance covers the fee exactly',
    { ...info, feeAccounts: [{ accountId: 13, accountNumber: 'x', currencyCode: 'EUR', balance: '5.00' }] },
    { ...physicalDraft, feeAccountId: 13 },
    none,
    [],
  ],
  [
    'express makes it too dear',
    { ...withExpress, feeAccounts: [{ accountId: 11, accountNumber: 'x', currencyCode: 'EUR', balance: '29.99' }] },
    { ...physicalDraft, shippingOptionId: 2 },
    none,
    ['funds'],
  ],
])('problems, %s', (_case, offerInfo, draft, check, problems) => {
  expect(applicationProblems(offerInfo, draft, check)).toEqual(problems);
});

test('a complete virtual draft becomes its payload, without shipping or address', () => {
  expect(toApplication(info, { ...virtualDraft, moved: true, newAddress: moved, shippingOptionId: 1 }, none)).toEqual({
    productTypeId: 2010,
    shippingOptionId: undefined,
    feeAccountId: 11,
    newAddress: undefined,
  });
});

test('a physical draft of someone who moved carries the trimmed new address', () => {
  const draft = { ...movedDraft, newAddress: { ...moved, city: ' London ' } };
  expect(toApplication(info, draft, noImpact)).toEqual({
    productTypeId: 2006,
    shippingOptionId: 1,
    feeAccountId: 11,
    newAddress: moved,
  });
});

test('an incomplete draft has no payload', () => {
  expect(toApplication(info, movedDraft, cancels)).toBeNull();
  expect(toApplication(info, emptyDraft, none)).toBeNull();
});
