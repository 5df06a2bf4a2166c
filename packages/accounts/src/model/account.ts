// Account rules of payments.md 3 and 4: types, the closed status, which accounts hold a currency
// balance, what is available to spend.
import type { Account } from '../api/accounts';
import { compareDecimal, isZeroDecimal, subtractDecimal } from './decimal';

/** Account types (numeric, payments.md 3). */
export const AccountType = { payment: 1001, prepayment: 4001, receiving: 4002 } as const;
export type AccountTypeId = (typeof AccountType)[keyof typeof AccountType];

/** An account is closed when its status is 11 (payments.md 4). */
export const ACCOUNT_STATUS_CLOSED = 11;

export const isClosed = (account: Pick<Account, 'statusId'>): boolean => account.statusId === ACCOUNT_STATUS_CLOSED;

/** Currency accounts hold a balance in one currency: payment and receiving accounts (cards are 4001). */
export const isCurrencyAccount = (account: Pick<Account, 'typeId'>): boolean =>
  account.typeId === AccountType.payment || account.typeId === AccountType.receiving;

export const isCardAccount = (account: Pick<Account, 'typeId'>): boolean => account.typeId === AccountType.prepayment;

/** The open currency accounts, in the server's order: the balances home shows. */
export const currencyAccounts = <A extends Pick<Account, 'typeId' | 'statusId'>>(accounts: readonly A[]): A[] =>
  accounts.filter((account) => isCurrencyAccount(account) && !isClosed(account));

/** The open payment accounts: where money can be added and statements asked for first. */
export const openPaymentAccounts = <A extends Pick<Account, 'typeId' | 'statusId'>>(accounts: readonly A[]): A[] =>
  accounts.filter((account) => account.typeId === AccountType.payment && !isClosed(account));

/** What can be spent: the balance above the minimum balance, never below zero. */
export function availableAmount(account: Pick<Account, 'balance' | 'minimumBalance'>): string {
  const available = subtractDecimal(account.balance, account.minimumBalance);
  return compareDecimal(available, '0') < 0 ? '0.00' : available;
}

export const hasPending = (account: Pick<Account, 'pendingAmount'>): boolean => !isZeroDecimal(account.pendingAmount);
