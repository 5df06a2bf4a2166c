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

// The invoice journeys' helpers (as transfers' p2p journey has them): a push sign-in approved in the sandbox
// inbox, balances read as the app reads them, the payment approval mode set as the security settings set it,
// and an invoice created through the API (the create form is its own journey).

/** pavel's phone in the sandbox seed: his SMS codes arrive in the inbox under this number. */
export const pavelPhone = '+37061234567';

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

/** The payment approval mode through the calls the security settings page makes (set, then the SMS code). */
export async function setPaymentApproval(page: Page, phone: string, typeMode: 'none' | 'sms' | 'push') {
  const after = await lastMessageId(page.request, phone);
  const { reqId } = await callApi<{ reqId: number }>(page, 'twoStepVerificationSet', { mode: 'transaction', typeMode });
  const sms = await nextMessage(page.request, phone, 'sms', after);
  await callApi(page, 'twoStepVerificationConfirm', { reqId, code: sms.code });
}

/** An invoice to `payer` through invoiceCreate with the page's session; answers its id. */
export async function createInvoiceByApi(page: Page, payer: string, amount: string, noteBody: string) {
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const answer = await callApi<{ responseCode: string; invoiceId: number }>(
    page,
    'invoiceCreate',
    { noteBody, toEmail: loginOf(payer), amount, currency: 'EUR', dueDate },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(answer.responseCode).toBe('00');
  return answer.invoiceId;
}

/** The row of the invoice carrying this note in the list shown. */
export const invoiceRow = (page: Page, note: string) => page.getByRole('row').filter({ hasText: note });
