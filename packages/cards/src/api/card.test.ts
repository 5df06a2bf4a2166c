// @vitest-environment node
import type { Caller } from '@paydeck/accounts/api';
import { isApiError } from '@paydeck/api-client';
import { fakeCaller } from './fake-caller';
import {
  activateCard,
  blockCard,
  changeCardPin,
  enrollCard,
  fetchActivationData,
  fetchCardInfo,
  fetchVirtualDetails,
  getCardPin,
  loadCard,
  pauseCard,
  reissueCard,
  setCardAliasName,
  showCardPin,
  unpauseCard,
  upgradeReissueShipping,
} from './card';

const reissue = {
  statusId: 0,
  isExpressShipping: false,
  fee: '5.00',
  currencyCode: 'EUR',
  requestedAt: '2026-11-21T09:30:00.000Z',
};
const cardInfo = {
  responseCode: '00',
  card: {
    accountId: 21,
    holderName: 'Ana Pop',
    enrolled: false,
    reissue,
    shippingAddress: { addressId: 5, address1: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000', countryCode: 'RO' },
  },
};
const activationData = {
  responseCode: '00',
  fees: '3.00',
  feeCurrency: 'EUR',
  extraParams: [{ name: 'lastFourOfCardNumber', label: 'Last four digits of the card number', pattern: '^\\d{4}$' }],
  feeAccounts: [{ accountId: 11, accountNumber: 'PD0000000011', currencyCode: 'EUR', balance: '2841.17' }],
};
const virtualDetails = {
  responseCode: '00',
  cardNumber: '5355221234564417',
  cvv: '123',
  expiryMonth: 3,
  expiryYear: 2029,
  holderName: 'ANA POP',
};

// A good answer parses into what the screens use; each call sends the contract's method and payload.
test.each([
  ['cardInfo', cardInfo, (api: Caller) => fetchCardInfo(api, 21), { accountId: 21 }, cardInfo.card],
  ['cardPause', { responseCode: '00', statusId: 71 }, (api: Caller) => pauseCard(api, 21), { accountId: 21 }, 71],
  ['cardUnpause', { responseCode: '00', statusId: 2 }, (api: Caller) => unpauseCard(api, 21), { accountId: 21 }, 2],
  [
    'cardSetAliasName',
    { responseCode: '00', cardAliasName: 'Travel' },
    (api: Caller) => setCardAliasName(api, 21, 'Travel'),
    { accountId: 21, cardAliasName: 'Travel' },
    'Travel',
  ],
  [
    'cardActivationData',
    activationData,
    (api: Caller) => fetchActivationData(api, 21),
    { accountId: 21 },
    {
      fees: '3.00',
      feeCurrency: 'EUR',
      extraParams: activationData.extraParams,
      feeAccounts: activationData.feeAccounts,
    },
  ],
  [
    'cardChangePin',
    { responseCode: '00' },
    (api: Caller) => changeCardPin(api, { accountId: 21, pin: '0482', pinRepeat: '0482' }),
    { accountId: 21, pin: '0482', pinRepeat: '0482', confirm: true },
    undefined,
  ],
  [
    'cardShowPin',
    { responseCode: '00', pin: '0482' },
    (api: Caller) => showCardPin(api, 21),
    { accountId: 21 },
    '0482',
  ],
  [
    'cardVirtualDetails',
    virtualDetails,
    (api: Caller) => fetchVirtualDetails(api, 21),
    { accountId: 21 },
    { cardNumber: '5355221234564417', cvv: '123', expiryMonth: 3, expiryYear: 2029, holderName: 'ANA POP' },
  ],
  ['cardBlock', { responseCode: '00', statusId: 4 }, (api: Caller) => blockCard(api, 21), { accountId: 21 }, 4],
  ['cardEnroll', { responseCode: '00', enrolled: true }, (api: Caller) => enrollCard(api, 21), { accountId: 21 }, true],
  [
    'cardGetPin',
    { responseCode: '00', sentTo: '+49********432' },
    (api: Caller) => getCardPin(api, 21),
    { accountId: 21 },
    '+49********432',
  ],
])('%s', async (method, answer, call, payload, expected) => {
  const { api, calls: sent } = fakeCaller(answer);
  await expect(call(api)).resolves.toEqual(expected);
  expect(sent).toEqual([{ method, payload, idempotencyKey: undefined }]);
});

// The calls that move money carry the submission's idempotency key.
test.each([
  [
    'cardReissue',
    { responseCode: '00', reissue: { ...reissue, isExpressShipping: true, fee: '25.00' } },
    (api: Caller) => reissueCard(api, { accountId: 21, isExpressShipping: true }, 'key-1'),
    { accountId: 21, isExpressShipping: true },
    { ...reissue, isExpressShipping: true, fee: '25.00' },
  ],
  [
    'cardReissueUpgradeShipping',
    { responseCode: '00', reissue: { ...reissue, isExpressShipping: true } },
    (api: Caller) => upgradeReissueShipping(api, 21, 'key-1'),
    { accountId: 21 },
    { ...reissue, isExpressShipping: true },
  ],
  [
    'cardActivate',
    { responseCode: '00', pinCode: '0821', statusId: 2 },
    (api: Caller) =>
      activateCard(api, { accountId: 21, feeAccountId: 11, extraParams: { lastFourOfCardNumber: '9021' } }, 'key-1'),
    { accountId: 21, feeAccountId: 11, extraParams: { lastFourOfCardNumber: '9021' } },
    { pinCode: '0821', statusId: 2 },
  ],
  [
    'cardLoad',
    { responseCode: '00', transactionId: 901 },
    (api: Caller) => loadCard(api, { accountId: 21, fromAccountId: 11, amount: '25.50' }, 'key-1'),
    { accountId: 21, fromAccountId: 11, amount: '25.50' },
    901,
  ],
])('%s (idempotent)', async (method, answer, call, payload, expected) => {
  const { api, calls: sent } = fakeCaller(answer);
  await expect(call(api)).resolves.toEqual(expected);
  expect(sent).toEqual([{ method, payload, idempotencyKey: 'key-1' }]);
});

// A malformed answer is an ApiError of kind 'malformed' naming what is wrong, never a crash or undefined.
test.each([
  [
    'a card without its holder',
    { responseCode: '00', card: { ...cardInfo.card, holderName: undefined } },
    fetchCardInfo,
  ],
  [
    'a reissue fee as a number',
    { responseCode: '00', card: { ...cardInfo.card, reissue: { ...reissue, fee: 5 } } },
    fetchCardInfo,
  ],
  [
    'a reissue date that is not a date',
    { responseCode: '00', card: { ...cardInfo.card, reissue: { ...reissue, requestedAt: 'soon' } } },
    fetchCardInfo,
  ],
  ['no card at all', { responseCode: '00' }, fetchCardInfo],
  ['a status as text', { responseCode: '00', statusId: '71' }, pauseCard],
  ['a PIN as a number (leading zero lost)', { responseCode: '00', pin: 482 }, showCardPin],
  ['a PIN of 5 digits', { responseCode: '00', pin: '48211' }, showCardPin],
  ['a PIN sent to nowhere', { responseCode: '00', sentTo: '' }, getCardPin],
  ['a fee as a float', { ...activationData, fees: 3.0 }, fetchActivationData],
  [
    'an extra field whose pattern is not a regular expression',
    { ...activationData, extraParams: [{ name: 'x', label: 'X', pattern: '([' }] },
    fetchActivationData,
  ],
  [
    'an extra field without a label',
    { ...activationData, extraParams: [{ name: 'x', pattern: '.*' }] },
    fetchActivationData,
  ],
  [
    'a fee account balance as a number',
    { ...activationData, feeAccounts: [{ ...activationData.feeAccounts[0], balance: 12 }] },
    fetchActivationData,
  ],
  ['a card number with letters', { ...virtualDetails, cardNumber: '5355-2212-3456-4417' }, fetchVirtualDetails],
  ['a month 13', { ...virtualDetails, expiryMonth: 13 }, fetchVirtualDetails],
  ['a CVV of 2 digits', { ...virtualDetails, cvv: '12' }, fetchVirtualDetails],
] as const)('%s is refused clearly', async (_name, answer, call) => {
  const { api } = fakeCaller(answer);
  const error = await (call as (api: Caller, accountId: number) => Promise<unknown>)(api, 21).catch((e: unknown) => e);
  expect(isApiError(error)).toBe(true);
  expect(error).toMatchObject({ kind: 'malformed', code: 'UE' });
  expect((error as { issues?: unknown[] }).issues?.length).toBeGreaterThan(0);
});

test('an activation answer without its PIN is refused', async () => {
  const { api } = fakeCaller({ responseCode: '00', statusId: 2 });
  await expect(activateCard(api, { accountId: 21, feeAccountId: 11, extraParams: {} }, 'key-1')).rejects.toMatchObject({
    kind: 'malformed',
  });
});

test('the refusal says what is wrong where', async () => {
  const { api } = fakeCaller({ responseCode: '00', pin: '48211' });
  const error = await showCardPin(api, 21).catch((e: unknown) => e);
  const [issue] = (error as { issues: { message: string; path?: { key: unknown }[] }[] }).issues;
  expect(issue?.message).toBe('the PIN must be 4 digits');
  expect(issue?.path?.map((step) => step.key)).toEqual(['pin']);
});
