// Sample recent transfers for the tests and stories (no server), shaped as the api schema parses them.
import type { RecentTransfer } from '../../api/p2p';

const base = { isDisabled: false, toEmail: null, toName: null } satisfies Partial<RecentTransfer>;

export const ownEurToUsd: RecentTransfer = {
  ...base,
  transactionId: 501,
  type: 'betweenAccounts',
  amount: '250.00',
  currencyCode: 'EUR',
  createdAt: '2026-11-23T09:15:00.000Z',
};
export const ownBtc: RecentTransfer = {
  ...base,
  transactionId: 502,
  type: 'betweenAccounts',
  amount: '0.12345678',
  currencyCode: 'BTC',
  createdAt: '2026-11-20T16:40:00.000Z',
};
export const ownClosedTarget: RecentTransfer = { ...ownBtc, transactionId: 503, isDisabled: true };
export const p2pToPavel: RecentTransfer = {
  ...base,
  transactionId: 601,
  type: 'p2p',
  toEmail: 'pavel.push@demo.paydeck.test',
  toName: 'Pavel Push',
  amount: '25.00',
  currencyCode: 'EUR',
  createdAt: '2026-11-22T11:05:00.000Z',
};
export const wireToSupplier: RecentTransfer = {
  ...base,
  transactionId: 602,
  type: 'wire',
  toName: 'Nordlicht Supplies GmbH',
  amount: '1200.50',
  currencyCode: 'EUR',
  createdAt: '2026-11-21T08:00:00.000Z',
};
export const cryptoUnnamed: RecentTransfer = {
  ...base,
  transactionId: 603,
  type: 'crypto_eft',
  amount: '15.000000',
  currencyCode: 'USDT',
  createdAt: '2026-11-19T13:30:00.000Z',
};
export const p2pClosedTarget: RecentTransfer = { ...p2pToPavel, transactionId: 604, isDisabled: true };
export const otherType: RecentTransfer = { ...p2pToPavel, transactionId: 605, type: 'other' };

export const sampleSplit = { own: [ownEurToUsd, ownBtc], thirdParty: [p2pToPavel, wireToSupplier, cryptoUnnamed] };
