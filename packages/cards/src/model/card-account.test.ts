import type { Account } from '@paydeck/accounts';
import { cardRuleInput, findCard } from './card-account';

const account = (accountId: number, overrides: Partial<Account> = {}): Account => ({
  accountId,
  accountNumber: `PD${accountId}`,
  customerId: 3,
  currencyCode: 'EUR',
  typeId: 4001,
  statusId: 2,
  balance: '10.00',
  pendingAmount: '0.00',
  minimumBalance: '0.00',
  subType: 'PREPAID',
  cardIsVirtual: false,
  cardAliasName: null,
  cardExpiryMonth: 3,
  cardExpiryYear: 2028,
  cardMaskedNumber: '535522******9021',
  cardProductTypeId: 2006,
  cardReissuedStatusId: null,
  settlementAccountId: null,
  ...overrides,
});

const accounts = [
  account(11, { typeId: 1001 }),
  account(21),
  account(22, { statusId: 11 }),
  account(23, { statusId: 4 }),
  account(24, { typeId: 4002 }),
];

test.each([
  // accountId, what the page finds
  [21, 'card'],
  [23, 'card'], // canceled is still a card: its page says so
  [22, 'closed'],
  [11, 'notCard'], // a payment account
  [24, 'notCard'], // a receiving account
  [99, 'notCard'], // not the customer's
])('account %i: %s', (accountId, kind) => {
  expect(findCard(accounts, accountId).kind).toBe(kind);
});

const reissue = (statusId: number, isExpressShipping: boolean) => ({
  statusId,
  isExpressShipping,
  fee: '5.00',
  currencyCode: 'EUR',
  requestedAt: '2026-11-20T10:00:00Z',
});

test.each([
  // list's reissue status, cardInfo's reissue, rule input reissue status, express
  [null, undefined, null, false],
  [19, undefined, 19, false], // cardInfo not there yet: the list's word
  [19, null, null, false], // cardInfo knows better
  [null, reissue(0, true), 0, true],
  [0, reissue(41, false), 41, false],
])('reissue in the list %s, in cardInfo %j', (listStatus, infoReissue, statusId, express) => {
  const input = cardRuleInput(
    account(21, { cardReissuedStatusId: listStatus }),
    infoReissue === undefined ? null : { reissue: infoReissue },
  );
  expect(input.reissuedStatusId).toBe(statusId);
  expect(input.reissueIsExpress).toBe(express);
});

test('the rest of the rule input comes from the account', () => {
  expect(cardRuleInput(account(21, { statusId: 71, cardIsVirtual: true, cardProductTypeId: 2010 }), null)).toEqual({
    statusId: 71,
    isVirtual: true,
    productTypeId: 2010,
    reissuedStatusId: null,
    reissueIsExpress: false,
  });
  // a list that does not say (null) is a physical card
  expect(cardRuleInput(account(21, { cardIsVirtual: null }), null).isVirtual).toBe(false);
});
