import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

test('erin (access right 3) opening API keys is sent to saved buttons', async ({ page }) => {
  await signIn(page, loginOf('erin.employee'));
  await page.goto('/merchant/internal/api_key');
  await expect(page).toHaveURL(/\/merchant\/buttons\/saved$/);
  await expect(page.getByRole('heading', { name: 'Saved buttons', level: 2 })).toBeVisible();
  const tools = page.getByRole('navigation', { name: 'Merchant tools' });
  await expect(tools.getByRole('link', { name: 'Saved buttons' })).toHaveAttribute('aria-current', 'page');
  await expect(tools.getByRole('link', { name: 'API keys' })).toHaveCount(0);
});
