import { expect, type Page } from '@playwright/test';
import { callApi, loginOf } from '@paydeck/e2e';

// The invoice journeys' helpers: an invoice created through the API (the create form is its own journey) and its
// row in the list. Sign-in by push, balances and the payment approval mode come from @paydeck/e2e.

/** pavel's phone in the sandbox seed: his SMS codes arrive in the inbox under this number. */
export const pavelPhone = '+37061234567';

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
