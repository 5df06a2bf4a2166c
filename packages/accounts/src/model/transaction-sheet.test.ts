import type { PermissionFlag } from '@paydeck/auth';
import type { TransactionDetails } from '../api/transaction';
import {
  hasProof,
  type RepeatContext,
  repeatHref,
  type StatusMeaning,
  statusMeaning,
  TxStatus,
} from './transaction-sheet';

type Approval = TransactionDetails['approval'];
const approval = (approveType: string, status = 'waiting'): Approval => ({
  operationId: 'op_1',
  approveType,
  status,
  initiatedBy: 'Erin Walsh',
  decidedBy: null,
  expiresAt: null,
});

describe('statusMeaning: what the status means for the person reading it', () => {
  test.each<[string, number, TransactionDetails['direction'], Approval, StatusMeaning]>([
    ['completed, sent by me', TxStatus.completed, 'outgoing', null, 'delivered'],
    ['completed between my accounts', TxStatus.completed, 'own', approval('none', 'approved'), 'delivered'],
    ['completed, paid to me', TxStatus.completed, 'incoming', null, 'received'],
    ['sent to the clearing', TxStatus.pending, 'outgoing', approval('none', 'approved'), 'sent'],
    ['held for the company’s approvers', TxStatus.processing, 'outgoing', approval('company'), 'waitingApproval'],
    ['held for my push confirmation', TxStatus.processing, 'outgoing', approval('push'), 'waitingConfirmation'],
    ['held for my SMS code', TxStatus.processing, 'own', approval('sms'), 'waitingConfirmation'],
    ['held for an approval code', TxStatus.processing, 'outgoing', approval('approvalCode'), 'waitingConfirmation'],
    [
      'approved, still processing at the bank',
      TxStatus.processing,
      'outgoing',
      approval('company', 'approved'),
      'processing',
    ],
    ['processing without an operation', TxStatus.processing, 'outgoing', null, 'processing'],
    ['held for the payer: the payee waits', TxStatus.processing, 'incoming', null, 'arriving'],
    ['rejected', TxStatus.rejected, 'outgoing', approval('company', 'rejected'), 'rejected'],
    ['canceled', TxStatus.canceled, 'incoming', null, 'canceled'],
    ['a status the app does not know', 99, 'outgoing', null, 'other'],
  ])('%s → %s', (_, statusId, direction, given, meaning) => {
    expect(statusMeaning({ statusId, direction, approval: given })).toBe(meaning);
  });
});

test.each([
  [TxStatus.completed, true],
  [TxStatus.pending, true],
  [TxStatus.processing, false],
  [TxStatus.rejected, false],
  [TxStatus.canceled, false],
])('status %i has a proof of payment: %s', (statusId, expected) => {
  expect(hasProof({ statusId })).toBe(expected);
});

describe('repeatHref: the transfer form that repeats a transaction, by the link only', () => {
  const everything: RepeatContext = { has: () => true, can: () => true, routeExists: () => true };
  const wire = { transactionId: 123, type: 'wire', direction: 'outgoing', isDisabled: false } as const;

  test.each([
    ['an own transfer', { type: 'betweenAccounts', direction: 'own' }, '/transfer/account?repeat=123'],
    ['a p2p transfer', { type: 'p2p' }, '/transfer/p2p?repeat=123'],
    ['a wire', {}, '/transfer/external?repeat=123'],
    ['an EFT', { type: 'eft' }, '/transfer/external?repeat=123'],
    ['a card payout', { type: 'oct' }, '/transfer/external?repeat=123'],
    ['a crypto transfer', { type: 'crypto_eft' }, '/transfer/external?repeat=123'],
    ['an instant payment', { type: 'instant_payment' }, '/transfer/external?repeat=123'],
    ['an interac transfer', { type: 'interac' }, '/transfer/external?repeat=123'],
    ['money received', { direction: 'incoming' }, null],
    ['a transfer to a closed account', { isDisabled: true }, null],
    ['a fee', { type: 'fee' }, null],
    ['a card purchase', { type: 'cardPurchase' }, null],
    ['a global pay payment', { type: 'globalPay' }, null],
    ['an invoice payment', { type: 'invoice' }, null],
    ['an own-accounts type seen from one side only', { type: 'betweenAccounts' }, null],
  ] as const)('%s → %s', (_, change, href) => {
    expect(repeatHref({ ...wire, ...change }, everything)).toBe(href);
  });

  test.each<[string, Partial<RepeatContext>]>([
    ['the rail’s flag is off', { has: (flag: PermissionFlag) => flag !== 'sendMoneyWireUser' }],
    ['the person may not initiate payments (company read right)', { can: () => false }],
    ['the app has no transfer form yet', { routeExists: (path: string) => path !== '/transfer/external' }],
  ])('no repeat when %s', (_, change) => {
    expect(repeatHref(wire, { ...everything, ...change })).toBeNull();
  });

  test('own transfers need no flag', () => {
    expect(
      repeatHref({ ...wire, type: 'betweenAccounts', direction: 'own' }, { ...everything, has: () => false }),
    ).toBe('/transfer/account?repeat=123');
  });
});
