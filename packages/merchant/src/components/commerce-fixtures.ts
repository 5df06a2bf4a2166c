import type { Button, Identity, IpnMessage, Logo, Reputation, Subscription } from '../api/commerce-schemas';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const buttons: Button[] = [
  {
    id: 1,
    name: 'Yoga class',
    accountId: 7,
    amount: '12.50',
    currencyCode: 'EUR',
    description: 'One drop-in class',
    logoId: null,
    returnUrl: 'https://studio.example/thanks',
    pbnEnabled: true,
    pbnExpiryDays: 14,
  },
  {
    id: 2,
    name: 'Gift card',
    accountId: 7,
    amount: '50.00',
    currencyCode: 'EUR',
    description: '',
    logoId: 3,
    returnUrl: '',
    pbnEnabled: false,
    pbnExpiryDays: 30,
  },
];

export const logos: Logo[] = [
  { id: 3, name: 'Round', isDefault: true, mimeType: 'image/png', file: PIXEL },
  { id: 4, name: 'Wide', isDefault: false, mimeType: 'image/png', file: PIXEL },
];

export const subscriptions: Subscription[] = [
  {
    subscriptionId: 1,
    subscriberEmail: 'ines.keller@example.com',
    buttonName: 'Newsletter Pro',
    amount: '9.90',
    currencyCode: 'EUR',
    periodDays: 30,
    installments: 12,
    statusId: 1,
    createdAt: '2026-08-27T10:00:00.000Z',
  },
  {
    subscriptionId: 2,
    subscriberEmail: 'lea.moreau@example.com',
    buttonName: 'Newsletter Pro',
    amount: '9.90',
    currencyCode: 'EUR',
    periodDays: 30,
    installments: 12,
    statusId: 2,
    createdAt: '2026-09-16T10:00:00.000Z',
  },
];

export const reputation: Reputation = {
  email: 'anna.personal@demo.paydeck.test',
  registered: true,
  memberSince: '2024-03-01',
  subscriptions: 2,
  canceledSubscriptions: 1,
  score: 80,
};

export const identities: Identity[] = [
  {
    id: 1,
    email: 'nora.client@example.com',
    firstName: 'Nora',
    lastName: 'Client',
    accountId: 7,
    fee: { amount: '1.50', currencyCode: 'EUR' },
    statusId: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 2,
    email: 'omar.buyer@example.com',
    firstName: 'Omar',
    lastName: 'Buyer',
    accountId: 7,
    fee: { amount: '1.50', currencyCode: 'EUR' },
    statusId: 2,
    createdAt: '2026-11-10T10:00:00.000Z',
  },
];

export const ipnMessages: IpnMessage[] = [
  {
    id: 30,
    transactionId: null,
    amount: '82.50',
    currencyCode: 'EUR',
    payerEmail: 'buyer30@example.com',
    statusId: 1,
    confirmed: false,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 29,
    transactionId: null,
    amount: '80.00',
    currencyCode: 'EUR',
    payerEmail: 'buyer29@example.com',
    statusId: 1,
    confirmed: true,
    createdAt: '2026-11-23T10:00:00.000Z',
  },
];
