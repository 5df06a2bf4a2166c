import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '../support/index.ts';

// The narrowest phone in the longest language: no screen scrolls sideways. The header's row (logo, menu button,
// bell) fits 320 px in ru (its bell stuck out by 3 px), and the transfers section's tabs scroll inside their own
// bar instead of wrapping into five rows or pushing the page, with the current screen's tab in view.

test('at 320 px in Russian the header fits and no screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, loginOf('anna.personal'));
  for (const path of ['/home', '/transfer/p2p', '/setting', '/physical-cards', '/profile']) {
    await page.goto(`${path}?lang=ru`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Уведомления/ })).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
  }

  await page.goto('/transfer/p2p');
  const tabs = page.getByRole('navigation', { name: 'Переводы' });
  const current = tabs.getByRole('link', { name: 'Перевод человеку' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // one row: the first tab and the current one on the same line; the current one inside the window
  const first = await tabs.getByRole('link').first().boundingBox();
  const shown = await current.boundingBox();
  expect(Math.round(shown?.y ?? -1)).toBe(Math.round(first?.y ?? -2));
  expect(shown?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((shown?.x ?? 0) + (shown?.width ?? Infinity)).toBeLessThanOrEqual(320);
});
