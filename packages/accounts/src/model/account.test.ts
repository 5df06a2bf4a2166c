import type { Account } from '../api/accounts';
import {
  availableAmount,
  currencyAccounts,
  hasPending,
  isClosed,
  isCurrencyAccount,
  openPaymentAccounts,
} from './account';
import { compareDecimal, isAmountText, signedDecimal, subtractDecimal, sumDecimals } from './decimal';

const account = (typeId: number, statusId: number, extra: Partial<Account> = {}) => ({
  typeId,
  statusId,
  balance: '10.00',
  minimumBalance: '0.00',
  pendingAmount: '0.00',
  ...extra,
});

describe('account rules', () => {
  test.each([
    [1001, 2, false, true],
    [1001, 11, true, true],
    [4002, 2, false, true],
    [4001, 2, false, false],
    [4001, 11, true, false],
    [4001, 71, false, false],
  ])('type %i status %i: closed %s, currency account %s', (typeId, statusId, closed, currency) => {
    expect(isClosed({ statusId })).toBe(closed);
    expect(isCurrencyAccount({ typeId })).toBe(currency);
  });

  test('home balances: open payment and receiving accounts in order; payment accounts for funding', () => {
    const list = [account(1001, 2), account(4001, 2), account(1001, 11), account(4002, 2), account(1001, 2)];
    expect(currencyAccounts(list)).toEqual([list[0], list[3], list[4]]);
    expect(openPaymentAccounts(list)).toEqual([list[0], list[4]]);
  });

  test.each([
    ['100.00', '0.00', '100.00'],
    ['100.00', '20.50', '79.50'],
    ['10.00', '20.00', '0.00'],
    ['0.10', '0.05', '0.05'],
    ['1234567890123.45', '0.01', '1234567890123.44'],
    ['0.50000000', '0.00000000', '0.50000000'],
    ['0.00012345', '0.000000001', '0.000123449'],
  ])('balance %s over minimum %s leaves %s available', (balance, minimumBalance, available) => {
    expect(availableAmount({ balance, minimumBalance })).toBe(available);
  });

  test.each([
    ['0.00', false],
    ['0', false],
    ['12.30', true],
  ])('pending %s: %s', (pendingAmount, pending) => expect(hasPending({ pendingAmount })).toBe(pending));
});

describe('decimal strings', () => {
  test.each([
    ['1.10', '1.1', 0],
    ['2', '10', -1],
    ['-3.5', '-3.49', -1],
    ['0.00000001', '0', 1],
    ['0.000000001', '0', 1], // beyond 8 decimals is still more than zero, not cut off
    ['1.123456789', '1.12345678', 1],
  ])('compare %s %s = %i', (a, b, result) => expect(compareDecimal(a, b)).toBe(result));

  test.each([
    ['10.00', '0.01', '9.99'],
    ['0.1', '0.3', '-0.20'],
    ['5', '5', '0.00'],
    ['1.123456789', '0', '1.123456789'], // exact: no digit beyond 8 decimals is cut off
  ])('%s - %s = %s', (a, b, result) => expect(subtractDecimal(a, b)).toBe(result));

  test.each([
    ['12.50', true, '-12.50'],
    ['12.50', false, '12.50'],
    ['0.00', true, '0.00'],
  ])('signed %s outgoing %s = %s', (value, negative, result) => expect(signedDecimal(value, negative)).toBe(result));

  test.each([
    ['10', true],
    ['10.5', true],
    ['10.55', true],
    ['10.555', false],
    ['-1', false],
    ['1e3', false],
    ['', false],
    ['1,5', false],
  ])('amount text %j: %s', (value, ok) => expect(isAmountText(value)).toBe(ok));

  test('a text that is not a decimal is refused, not read as NaN', () => {
    expect(() => compareDecimal('abc', '1')).toThrow(RangeError);
  });
});

test.each([
  [['0.00'], '0.00'],
  [['5.00', '25.00'], '30.00'],
  [['0.1', '0.2'], '0.30'],
  [['19.99', '0.01'], '20.00'],
  [['1234567.89', '0.11'], '1234568.00'],
  [['0.12345678', '0.00000002'], '0.12345680'], // at the scale of its terms
  [['0.000000001', '0.000000001'], '0.000000002'],
  [[], '0.00'],
])('sum of %j is %s', (values, total) => {
  expect(sumDecimals(values)).toBe(total);
});
