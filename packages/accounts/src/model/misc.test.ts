import type { Transaction } from '../api/history';
import { describe as describeRow } from './describe';
import {
  NOTIFICATION_NAVIGATION_DELAY_MS,
  NOTIFICATION_TOAST_MS,
  notificationLevel,
  notificationTarget,
  notificationTypes,
} from './notifications';
import { currentMonth, isValidPeriod, previousMonth } from './period';

const tx = (extra: Partial<Transaction>): Transaction => ({
  transactionId: 1,
  transactionDate: '2026-11-04',
  dateTime: '2026-11-04T14:22:00Z',
  typeId: 2,
  type: 'p2p',
  operationType: 'Person to person',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  accountId: 11,
  accountNumber: 'PD0000000011',
  amount: '12.50',
  currencyCode: 'EUR',
  fee: '0.00',
  description: 'Payment to Marta',
  counterpartyName: null,
  counterpartyEmail: null,
  reference: null,
  counterpartyAccount: null,
  counterpartyBank: null,
  approval: null,
  feeTransactionId: null,
  batchId: null,
  isDisabled: false,
  ...extra,
});

describe('describe (a history row as the screen names it)', () => {
  test.each([
    [{ description: 'Rent' }, 'Rent'],
    [{ description: '', counterpartyName: 'Acme, Inc.' }, 'Acme, Inc.'],
    [{ description: '', counterpartyEmail: 'marta@example.com' }, 'marta@example.com'],
    [{ description: '' }, ''],
  ])('%j is %j', (extra, text) => {
    expect(describeRow(tx(extra))).toBe(text);
  });
});

describe('notifications', () => {
  test('the spec constants', () => {
    expect(NOTIFICATION_TOAST_MS).toBe(10_000);
    expect(NOTIFICATION_NAVIGATION_DELAY_MS).toBe(1000);
    expect(notificationTypes).toHaveLength(24);
  });

  test.each([
    [{ type: 'info', status: 'success' }, 'success'],
    [{ type: 'info', status: 'WARNING' }, 'warning'],
    [{ type: 'info', status: 'new' }, 'info'],
    [{ type: 'documentRejected', status: 'new' }, 'error'],
    [{ type: 'documentExpSoon', status: '' }, 'warning'],
    [{ type: 'usernameChanged' }, 'success'],
    [{ type: 'cardClosed' }, 'error'],
    [{ type: 'customerUnlimited' }, 'success'],
    [{ type: 'batchPartially' }, 'warning'],
    [{ type: 'smartContractIdentificationFailed' }, 'error'],
    [{ type: 'somethingNew' }, 'info'],
  ])('%j shows as %s', (notification, level) => {
    expect(notificationLevel(notification)).toBe(level);
  });

  test.each([
    ['info', undefined, '/news'],
    ['documentExpired', undefined, '/profile'],
    ['usernameChanged', undefined, '/profile'],
    ['batchPartially', undefined, '/history/batch-transfers'],
    ['zohoNewMessage', '10042', '/messages?ticketNumber=10042'],
    ['zohoClosedNoReply', '../../evil', '/messages'],
    ['acceptTermsLogin', undefined, '/legal'],
    ['smartContractSigned', '17', '/revenue-split/17'],
    ['smartContractCreated', 'abc', '/revenue-split'],
    ['cardClosed', undefined, '/cards'],
    ['customerLimited', undefined, '/limited-account'],
    ['customerUnlimited', undefined, '/home'],
    ['somethingNew', undefined, undefined],
  ])('%s (code %s) leads to %s', (type, code, target) => {
    expect(notificationTarget({ type }, code)).toBe(target);
  });

  test('every known type leads somewhere', () => {
    for (const type of notificationTypes) expect(notificationTarget({ type })).toMatch(/^\//);
  });
});

describe('statement periods', () => {
  test.each([
    [
      '2026-11-21T10:00:00Z',
      { fromDate: '2026-11-01', toDate: '2026-11-21' },
      { fromDate: '2026-10-01', toDate: '2026-10-31' },
    ],
    [
      '2026-03-01T00:30:00Z',
      { fromDate: '2026-03-01', toDate: '2026-03-01' },
      { fromDate: '2026-02-01', toDate: '2026-02-28' },
    ],
    [
      '2026-01-15T12:00:00Z',
      { fromDate: '2026-01-01', toDate: '2026-01-15' },
      { fromDate: '2025-12-01', toDate: '2025-12-31' },
    ],
  ])('on %s: this month %j, last month %j', (now, current, previous) => {
    expect(currentMonth(new Date(now))).toEqual(current);
    expect(previousMonth(new Date(now))).toEqual(previous);
  });

  test.each([
    [{ fromDate: '2026-01-01', toDate: '2026-01-31' }, true],
    [{ fromDate: '2026-01-31', toDate: '2026-01-01' }, false],
    [{ fromDate: '', toDate: '2026-01-01' }, false],
    [{ fromDate: '2026-02-30', toDate: '2026-03-01' }, false],
    [{ fromDate: '2028-02-29', toDate: '2028-03-01' }, true],
  ])('%j is valid: %s', (period, valid) => expect(isValidPeriod(period)).toBe(valid));
});
