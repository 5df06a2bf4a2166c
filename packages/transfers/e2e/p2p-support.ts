import { expect, type Page } from '@playwright/test';
import {
  approvalMessage,
  callApi,
  lastMessageId,
  loginOf,
  nextMessage,
  sandboxControlHeaders,
  submitCredentials,
} from '@paydeck/e2e';

// The p2p journeys' helpers: a push sign-in approved in the sandbox inbox (pavel), balances read as the
// app reads them, and the payment approval mode set the way the security settings set it.

/** Signs in a push person (pavel): the approval is read from the inbox and approved there, as the phone would. */
export async function signInByPush(page: Page, name: string) {
  await page.goto('/login');
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await submitCredentials(page, name);
  const { key } = (await (await answer).json()) as { key?: string };
  const push = await approvalMessage(page.request, loginOf(name), key as string);
  const approved = await page.request.post(`/__sandbox/push/${push.loginKey}/approve`, {
    headers: sandboxControlHeaders,
  });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
}

interface Balance {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}

/** The balance of the person's EUR payment account (balanceInquiry, as home reads it). */
export async function eurBalance(page: Page): Promise<string> {
  const { accounts } = await callApi<{ accounts: Balance[] }>(page, 'balanceInquiry');
  const eur = accounts.find((account) => account.currencyCode === 'EUR' && account.typeId === 1001);
  if (!eur) throw new Error('No EUR payment account');
  return eur.balance;
}

/** Cents of a two-decimal string, for exact arithmetic in the test. */
export const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The payment approval mode through the calls the security settings page makes (twoStepVerificationSet,
 * then the code the inbox received with twoStepVerificationConfirm).
 */
export async function setPaymentApproval(page: Page, phone: string, typeMode: 'none' | 'sms') {
  const after = await lastMessageId(page.request, phone);
  const { reqId } = await callApi<{ reqId: number }>(page, 'twoStepVerificationSet', { mode: 'transaction', typeMode });
  const sms = await nextMessage(page.request, phone, 'sms', after);
  await callApi(page, 'twoStepVerificationConfirm', { reqId, code: sms.code });
}
