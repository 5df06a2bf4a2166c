// Sample card accounts and external cards for the stories of the lists and the application.
import type { Account } from '@paydeck/accounts';
import type { ExternalCard } from '../../api/external';
import { cardStatusIds } from '../../model/card-status';

export function cardAccount(accountId: number, overrides: Partial<Account> = {}): Account {
  return {
    accountId,
    accountNumber: `CARD${accountId}`,
    customerId: 3,
    currencyCode: 'EUR',
    typeId: 4001,
    statusId: 2,
    balance: '120.45',
    pendingAmount: '0.00',
    minimumBalance: '0.00',
    subType: 'PREPAID',
    cardIsVirtual: false,
    cardAliasName: null,
    cardExpiryMonth: 3,
    cardExpiryYear: 2029,
    cardMaskedNumber: `535522******${String(4400 + (accountId % 100)).padStart(4, '0')}`,
    cardProductTypeId: 2006,
    cardReissuedStatusId: null,
    settlementAccountId: null,
    ...overrides,
  };
}

/** One physical card in every status the spec names. */
export const physicalCardsInEveryStatus: Account[] = cardStatusIds.map((statusId, index) =>
  cardAccount(100 + index, {
    statusId,
    cardAliasName: index % 3 === 0 ? null : `Card ${index + 1}`,
    balance: `${index * 10}.50`,
  }),
);

export const virtualCards: Account[] = [
  cardAccount(201, {
    cardIsVirtual: true,
    cardAliasName: 'Online shopping',
    cardProductTypeId: 2010,
    cardMaskedNumber: '535522******4417',
  }),
  cardAccount(202, {
    cardIsVirtual: true,
    statusId: 71,
    currencyCode: 'USD',
    balance: '9.99',
    cardProductTypeId: 2011,
    cardMaskedNumber: '535522******9021',
  }),
];

export const externalCards: ExternalCard[] = [
  {
    cardId: 4,
    maskedNumber: '401288******1881',
    cardBrand: 'VISA',
    expiryMonth: 9,
    expiryYear: 2029,
    holderName: 'ANNA NOVAK',
    status: 'pending',
    attemptsLeft: 2,
  },
  {
    cardId: 5,
    maskedNumber: '520082******8210',
    cardBrand: 'MASTERCARD',
    expiryMonth: 1,
    expiryYear: 2028,
    holderName: 'ANNA NOVAK',
    status: 'confirmed',
    attemptsLeft: 3,
  },
  {
    cardId: 6,
    maskedNumber: '601111******1117',
    cardBrand: null,
    expiryMonth: 12,
    expiryYear: 2030,
    holderName: null,
    status: 'failed',
    attemptsLeft: 0,
  },
];
