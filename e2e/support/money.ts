import { MONEY_SCALE } from '@paydeck/brand-config';
import { decimalToUnits } from '@paydeck/brand-config/decimal';
import type { Page } from '@playwright/test';
import { lastMessageId, nextMessage } from './inbox.ts';
import { callApi } from './sign-in.ts';

/**
 * Minor units of an amount with two decimals as the API writes it ("4651.65", "-10.80", "12", "0.50000000"),
 * exactly, never through a float (brand-config's decimalToUnits). Digits past the second must be zeros (cents are
 * the smallest unit here).
 */
export function cents(amount: string): bigint {
  const value = decimalToUnits(amount, MONEY_SCALE.min);
  if (value === null) throw new Error(`Not an amount in cents: "${amount}"`);
  return value;
}

interface PaymentAccount {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  balance: string;
}

/** The person's payment account (type 1001) in `currency`, as balanceInquiry answers it (as home reads it). */
export async function paymentAccount(page: Page, currency = 'EUR'): Promise<PaymentAccount> {
  const { accounts } = await callApi<{ accounts: PaymentAccount[] }>(page, 'balanceInquiry');
  const account = accounts.find((each) => each.currencyCode === currency && each.typeId === 1001);
  if (!account) throw new Error(`No ${currency} payment account`);
  return account;
}

/** The balance of the person's EUR payment account. */
export const eurBalance = async (page: Page): Promise<string> => (await paymentAccount(page, 'EUR')).balance;

/**
 * The payment approval mode through the calls the security settings page makes (twoStepVerificationSet, then
 * the code the inbox received for `phone` with twoStepVerificationConfirm).
 */
export async function setPaymentApproval(page: Page, phone: string, typeMode: 'none' | 'sms' | 'push') {
  const after = await lastMessageId(page.request, phone);
  const { reqId } = await callApi<{ reqId: number }>(page, 'twoStepVerificationSet', { mode: 'transaction', typeMode });
  const sms = await nextMessage(page.request, phone, 'sms', after);
  await callApi(page, 'twoStepVerificationConfirm', { reqId, code: sms.code });
}
