import type { Page } from '@playwright/test';
import { callApi } from '@paydeck/e2e';

// The signed-in person's accounts as balanceInquiry answers them, for the journeys that pick or check one
// (mass transfers and global pay).

export interface Account {
  accountId: number;
  accountNumber: string;
  typeId: number;
  currencyCode: string;
  balance: string;
}

/** The payment account (type 1001) in `currencyCode`. */
export const paymentAccount = async (page: Page, currencyCode: string): Promise<Account> =>
  (await callApi<{ accounts: Account[] }>(page, 'balanceInquiry')).accounts.find(
    (a) => a.typeId === 1001 && a.currencyCode === currencyCode,
  ) as Account;
