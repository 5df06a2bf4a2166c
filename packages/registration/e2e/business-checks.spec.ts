import { expect, type Page, test } from '@playwright/test';
import { completeDraft } from '../src/model/fixtures';

const draftKey = 'paydeck.registration.draft';

/** Puts a draft in this browser as the store keeps it (zustand's persist format), then opens a screen. */
async function openWithDraft(page: Page, draft: object, screen: string) {
  await page.goto('/register/business');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    draftKey,
    JSON.stringify({ state: { draft }, version: 0 }),
  ] as const);
  await page.goto(`/register/business?screen=${screen}`);
}

test('shares adding up to more than 100 percent are refused with a clear message, and nothing is sent', async ({
  page,
}) => {
  const draft = completeDraft();
  const over = { ...draft, shareholders: draft.shareholders.map((entry) => ({ ...entry, share: 70 })) };
  await openWithDraft(page, over, 'shareholdersHub');
  const refusal = 'The shares add up to 140 percent: together they cannot exceed 100 percent.';
  await expect(page.getByText(refusal)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Registration steps' })
    .getByRole('button', { name: /Check and send/ })
    .click();
  await page.getByLabel(/^Password/).fill('owner-Pass-7');
  await page.getByLabel(/^Repeat the password/).fill('owner-Pass-7');
  await page.getByRole('button', { name: 'Check and send the application' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Not sent: these sections need attention.' });
  await expect(problems.getByRole('region', { name: 'Shareholders' }).getByText(refusal)).toBeVisible();
  // the step navigation marks where to go
  await expect(
    page
      .getByRole('navigation', { name: 'Registration steps' })
      .getByRole('button', { name: /Shareholders.*needs attention/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/screen=submit/);

  // the button beside the problem opens the shareholders, where the share is fixed
  await problems.getByRole('button', { name: 'Open Shareholders' }).click();
  const share = page.getByRole('textbox', { name: /^Share of Holding c1/ });
  await share.fill('40');
  await share.press('Tab');
  await expect(page.getByText('Together: 110 percent')).toBeVisible();
});

test('clearing the saved answers asks first, then starts afresh', async ({ page }) => {
  await openWithDraft(page, completeDraft(), 'generalForm');
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('Northwind Media Ltd');
  await page.getByRole('button', { name: 'Clear the saved answers' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('You are about to clear all the information entered. Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('Northwind Media Ltd');

  await page.getByRole('button', { name: 'Clear the saved answers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('');
  // nothing of the old answers comes back with a reload
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('');
  expect((await page.evaluate((key) => sessionStorage.getItem(key), draftKey)) ?? '').not.toContain('Northwind');
});
