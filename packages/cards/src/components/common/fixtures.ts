// Sample data for the stories (no server): shaped exactly as the api schemas parse answers.
import type { Account } from '@paydeck/accounts';
import { fn } from 'storybook/test';
import type { ActivationData, CardInfo, VirtualDetails } from '../../api/card';
import type { CardActionStates } from '../actions/CardActionDialogs';
import type { ActionState } from './action-state';

export const sampleCard = (overrides: Partial<Account> = {}): Account => ({
  accountId: 21,
  accountNumber: 'PD0000000021',
  customerId: 3,
  currencyCode: 'EUR',
  typeId: 4001,
  statusId: 2,
  balance: '184.20',
  pendingAmount: '0.00',
  minimumBalance: '0.00',
  subType: 'PREPAID',
  cardIsVirtual: false,
  cardAliasName: 'Everyday card',
  cardExpiryMonth: 3,
  cardExpiryYear: 2028,
  cardMaskedNumber: '535522******9021',
  cardProductTypeId: 2006,
  cardReissuedStatusId: null,
  settlementAccountId: null,
  ...overrides,
});

export const sampleVirtualCard = (overrides: Partial<Account> = {}): Account =>
  sampleCard({
    accountId: 22,
    accountNumber: 'PD0000000022',
    cardIsVirtual: true,
    cardAliasName: 'Online shopping',
    cardMaskedNumber: '535522******4417',
    cardProductTypeId: 2010,
    balance: '42.00',
    ...overrides,
  });

export const sampleInfo = (overrides: Partial<CardInfo> = {}): CardInfo => ({
  accountId: 21,
  holderName: 'ANA POP',
  enrolled: false,
  reissue: null,
  shippingAddress: {
    addressId: 5,
    address1: 'Strada Lunga 12',
    city: 'Cluj-Napoca',
    postalCode: '400000',
    countryCode: 'RO',
  },
  ...overrides,
});

export const samplePaymentAccounts: Account[] = [
  sampleCard({
    accountId: 11,
    accountNumber: 'PD0000000011',
    typeId: 1001,
    balance: '1204.50',
    minimumBalance: '0.00',
    subType: null,
    cardIsVirtual: null,
    cardAliasName: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    cardMaskedNumber: null,
    cardProductTypeId: null,
  }),
  sampleCard({
    accountId: 12,
    accountNumber: 'PD0000000012',
    typeId: 1001,
    balance: '80.00',
    minimumBalance: '20.00',
    subType: null,
    cardIsVirtual: null,
    cardAliasName: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    cardMaskedNumber: null,
    cardProductTypeId: null,
  }),
];

export const sampleActivation: ActivationData = {
  fees: '3.00',
  feeCurrency: 'EUR',
  extraParams: [{ name: 'lastFourOfCardNumber', label: 'Last four digits of the card number', pattern: '^\\d{4}$' }],
  feeAccounts: [{ accountId: 11, accountNumber: 'PD0000000011', currencyCode: 'EUR', balance: '1204.50' }],
};

export const sampleVirtualDetails: VirtualDetails = {
  cardNumber: '5355221234564417',
  cvv: '123',
  expiryMonth: 3,
  expiryYear: 2029,
  holderName: 'ANA POP',
};

/** An action nobody has run yet (or one in the state given). */
export const actionState = <Input, Result>(
  overrides: Partial<ActionState<Input, Result>> = {},
): ActionState<Input, Result> => ({
  busy: false,
  error: null,
  result: undefined,
  run: fn(),
  reset: fn(),
  ...overrides,
});

export const idleStates = (): CardActionStates => ({
  pause: actionState(),
  unpause: actionState(),
  rename: actionState(),
  reissue: actionState(),
  upgradeShipping: actionState(),
  activate: actionState(),
  block: actionState(),
  enrollment: actionState(),
  load: actionState(),
  getPin: actionState(),
});
