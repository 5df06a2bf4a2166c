// Sample offers for the stories of the application screen.
import type { CardApplicationInfo, CardOffer } from '../../api/application';
import { type ApplicationDraft, emptyDraft } from '../../model/application';
import { cardAccount } from '../lists/fixtures';

const offer = (productTypeId: number, isVirtual: boolean, currency: string, issue: string): CardOffer => ({
  productTypeId,
  isVirtual,
  currencyCode: currency,
  fees: { annual: isVirtual ? '0.00' : '12.00', issue, monthly: isVirtual ? '0.00' : '1.50', currency },
});

export const germanOffer: CardApplicationInfo = {
  countryCode: 'DE',
  products: [
    offer(2010, true, 'EUR', '0.00'),
    offer(2011, true, 'USD', '0.00'),
    offer(2006, false, 'EUR', '5.00'),
    offer(2007, false, 'USD', '5.00'),
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
  address: { addressId: 7, address1: 'Hauptstraße 12', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  feeAccounts: [
    { accountId: 11, accountNumber: 'DE89 3704 0044 0532 0130 00', currencyCode: 'EUR', balance: '2841.17' },
    { accountId: 12, accountNumber: 'DE44 5001 0517 5407 3249 31', currencyCode: 'EUR', balance: '3.20' },
    { accountId: 13, accountNumber: 'US-000123456', currencyCode: 'USD', balance: '1104.50' },
  ],
};

export const virtualDraft: ApplicationDraft = { ...emptyDraft, kind: 'virtual', productTypeId: 2010, feeAccountId: 11 };

export const physicalDraft: ApplicationDraft = {
  ...emptyDraft,
  kind: 'physical',
  productTypeId: 2006,
  shippingOptionId: 1,
  feeAccountId: 11,
};

export const movedToGbDraft: ApplicationDraft = {
  ...physicalDraft,
  moved: true,
  newAddress: { address1: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', countryCode: 'GB' },
};

/** The person's cards, as the accounts list them (named in the address check). */
export const heldCards = [
  cardAccount(31, { cardAliasName: 'Travel', cardMaskedNumber: '535522******1031' }),
  cardAccount(32, { statusId: 19, cardMaskedNumber: '535522******1032' }),
];

export const gbCheck = { cardAccountsToBeCanceled: [31], cardAccountsToBeShippedToOldAddress: [32] };
