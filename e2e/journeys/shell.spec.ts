import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/index.ts';

test('an unknown address shows the shell’s 404 page, accessibly', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the root address leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the page is served with a strict Content-Security-Policy and breaks none of it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sandbox API answers on the app’s own origin', async ({ request }) => {
  const answer = await request.post('/api?method=dictionaryCurrencies', {
    data: {},
    headers: { 'X-Client-Version': '2.1.2' },
  });
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ responseCode: '00' });
});
