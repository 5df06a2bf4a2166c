// The cards domain's part of the demo people: the cards each customer holds. anna has two; cleo.cards
// holds a card in every status (payments.md 4), so every card screen and every status rule can be seen
// and tested. Last four digits name them in the tests; 7788 is the shipped card to activate.
import type { CustomerKey } from '../../seed/people.ts';

export interface CardSeed {
  currencyCode: string;
  /** The card status (payments.md 4), or 11 for a closed card account. */
  statusId: number;
  isVirtual: boolean;
  aliasName: string | null;
  productTypeId: number;
  maskedNumber: string;
  expiryMonth: number;
  expiryYear: number;
  /** Used in the generated history until this many days ago; null: never used (default: 0 when active, else 30). */
  usedUntilDaysAgo?: number | null;
  /** A reissue in progress (its status), requested a few days ago; the fee is paid from the card. */
  reissue?: { statusId: number; isExpressShipping: boolean };
}

const physical = (
  statusId: number,
  last4: string,
  aliasName: string | null,
  more: Partial<CardSeed> = {},
): CardSeed => ({
  currencyCode: 'EUR',
  statusId,
  isVirtual: false,
  aliasName,
  productTypeId: 2006,
  maskedNumber: `535522******${last4}`,
  expiryMonth: 11,
  expiryYear: 2029,
  usedUntilDaysAgo: null,
  ...more,
});

const virtual = (statusId: number, last4: string, aliasName: string | null, more: Partial<CardSeed> = {}): CardSeed =>
  physical(statusId, last4, aliasName, { isVirtual: true, productTypeId: 2010, expiryMonth: 6, ...more });

const usd = { currencyCode: 'USD', productTypeId: 2007 } as const;

export const cleoCards: CardSeed[] = [
  physical(2, '3344', 'Everyday card', { usedUntilDaysAgo: 0 }), // active, 3-D Secure enrollment available
  virtual(2, '5521', 'Online shopping', { usedUntilDaysAgo: 0 }),
  physical(71, '6610', 'Weekend card'),
  physical(38, '1207', 'Old card', { expiryMonth: 10, expiryYear: 2025, usedUntilDaysAgo: 60 }),
  physical(4, '8830', 'Lost card'),
  virtual(18, '4108', 'Compromised card'),
  physical(19, '1919', 'Card in printing'),
  physical(20, '2020', 'Printed card', usd),
  physical(21, '7788', 'Card on its way'),
  virtual(23, '2323', null, { currencyCode: 'USD', productTypeId: 2011 }),
  physical(27, '2727', 'Limited card', { usedUntilDaysAgo: 40 }),
  physical(41, '4141', 'Card in processing', usd),
  virtual(65, '6565', null),
  physical(0, '1000', 'Requested card'),
  virtual(11, '1111', 'Closed card'),
  physical(2, '9090', 'Dollar card', { ...usd, reissue: { statusId: 0, isExpressShipping: false } }),
];

const annaCards: CardSeed[] = [
  {
    currencyCode: 'EUR',
    statusId: 2,
    isVirtual: true,
    aliasName: 'Online shopping',
    productTypeId: 2010,
    maskedNumber: '535522******4417',
    expiryMonth: 9,
    expiryYear: 2029,
  },
  {
    currencyCode: 'EUR',
    statusId: 71,
    isVirtual: false,
    aliasName: 'Travel card',
    productTypeId: 2006,
    maskedNumber: '535522******9021',
    expiryMonth: 3,
    expiryYear: 2028,
  },
];

/** The cards of each customer that holds any, in the order their accounts are opened. */
export const demoCards: Partial<Record<CustomerKey, CardSeed[]>> = { anna: annaCards, cleo: cleoCards };
