import { expect, test } from '@playwright/test';
import { expectAccessible, journeyTimeout, signIn } from '@paydeck/e2e';

// anna's two preapproved payments (sandbox seed): a monthly savings transfer of 54.00 USD she may cancel, and
// a quarterly card top-up of 25.00 EUR the bank set up, whose cancel the server refuses.
test('anna cancels the preapproved payment she may cancel; the other\'s cancel shows "Action Confirmation"', async ({
  page,
}) => {
  // Two cancels, a filter round trip and three axe scans: measured 31.6 s beside another journey (README), so the
  // long limit (over half the standard one).
  test.setTimeout(journeyTimeout.long);
  await signIn(page);
  await page.goto('/transfer/preapproved-payments');
  await expect(page.getByRole('heading', { name: 'Preapproved payments', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Preapproved payments' });
  // (other journeys may add anna's own recurring transfers: the seed's two are told apart by what only they show)
  const savings = table.getByRole('row').filter({ hasText: '54.00' }).filter({ hasText: '9 payments left' });
  const topUp = table.getByRole('row').filter({ hasText: 'Set up by the bank' });
  await expect(savings).toBeVisible();
  await expect(topUp).toContainText('25.00');
  await expectAccessible(page);

  // the filters are the address: the largest amount 30 leaves only the top-up
  await page.getByRole('textbox', { name: 'Amount to' }).fill('30');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/transfer\/preapproved-payments\?max=30$/);
  await expect(savings).toHaveCount(0);
  await expect(topUp).toBeVisible();

  // the bank's top-up: the server refuses, in the "Action Confirmation" popup with its own words
  await topUp.getByRole('button', { name: /^Cancel the payment to / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this preapproved payment?' });
  await confirm.getByRole('button', { name: 'Cancel the payment' }).click();
  const refused = page.getByRole('dialog', { name: 'Action Confirmation' });
  await expect(refused).toContainText('id: cannot be cancelled');
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toHaveCount(0);
  await expect(topUp).toBeVisible();

  // the savings transfer: cancelled, gone from the list, the top-up stays
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/transfer\/preapproved-payments$/);
  await savings.getByRole('button', { name: /^Cancel the payment to / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
  await expect(savings).toHaveCount(0);
  await expect(topUp).toBeVisible();
  await expectAccessible(page);
});
