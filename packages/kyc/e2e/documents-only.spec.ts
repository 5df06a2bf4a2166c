import { expect, type Page, test } from '@playwright/test';
import { submitCredentials } from '@paydeck/e2e';

/** Every method of the API the page calls (the client sends `/api?method=<name>`), in order. */
function methodsCalled(page: Page): string[] {
  const called: string[] = [];
  page.on('request', (request) => {
    const method = new URL(request.url()).searchParams.get('method');
    if (method) called.push(method);
  });
  return called;
}

const documentsPage = async (page: Page) => {
  await expect(page).toHaveURL(/\/company-documents$/);
  await expect(page.getByRole('heading', { name: 'Company documents', level: 1 })).toBeVisible();
};

test('ulla (right 5, uploading) has the company documents on every page and never asks for balances', async ({
  page,
}) => {
  const called = methodsCalled(page);
  await page.goto('/login');
  await submitCredentials(page, 'ulla.uploads');
  await documentsPage(page);
  // she uploads the company's documents…
  await expect(page.getByRole('form', { name: 'Add a corporate document' })).toBeVisible();
  // …and the navigation offers nothing else
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Company documents']);

  // typed addresses of the money area lead back to the documents
  for (const path of ['/home', '/history', '/statements', '/transfer/account', '/cards']) {
    await page.goto(path);
    await documentsPage(page);
  }
  expect(called).toContain('businessInfoGet');
  expect(called).not.toContain('balanceInquiry');
  expect(called).not.toContain('transactionHistory');
});
