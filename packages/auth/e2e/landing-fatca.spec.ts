import { test } from '@playwright/test';
import { expect, submitCredentials } from './support';

// Frank lives in the US and has not self-certified: the sandbox's customerInfo answers
// isFatcaActionRequired, and the landing after login (spec 2.3) is the self-certification.
test('a customer with US indicia and no self-certification lands on the self-certification', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'frank.fatca');
  await expect(page).toHaveURL(/\/self-certification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax self-certification' })).toBeVisible();
});
