import { createHash, randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import {
  expect,
  demoPassword,
  expectAccessible,
  lastMessageId,
  loginOf,
  nextMessage,
  submitCredentials,
} from './support';

const otto = loginOf('otto.otp');

let termsPending = true;

test.beforeAll(async ({ request }) => {
  // otto has not accepted "Fee schedule 2026" in a freshly seeded sandbox. Whether he still has not is
  // asked the way the app does (sign in, customerInfo); an earlier run against the same sandbox may have
  // accepted it, and resetting a shared sandbox would end other journeys' sessions.
  const verifier = randomBytes(96).toString('base64url').slice(0, 128);
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const after = await lastMessageId(request, otto);
  const login = await request.post('/auth/login', {
    data: { client: 'spa', username: otto, password: demoPassword, codeChallenge },
  });
  const { code } = (await login.json()) as { code: string };
  const otp = await nextMessage(request, otto, 'otp', after);
  const token = await request.post('/auth/token', { data: { code, codeVerifier: verifier, otp: otp.code } });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const info = await request.post('/api?method=customerInfo', {
    data: {},
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  termsPending = ((await info.json()) as { responseCode: string }).responseCode === 'TE';
});

test('otto signs in with the one-time code, then accepts the updated terms and continues', async ({
  page,
  request,
}) => {
  // Every journey run starts its own freshly seeded sandbox (@paydeck/e2e/config), so the case exists.
  expect(termsPending).toBe(true);
  const after = await lastMessageId(request, otto);
  await page.goto('/login');
  await submitCredentials(page, 'otto.otp');
  await expect(page.getByRole('heading', { name: 'Enter your one-time code' })).toBeVisible();
  const otp = await nextMessage(request, otto, 'otp', after);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(otp.code as string);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Please accept the updated terms' })).toBeVisible();
  await expectAccessible(page);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await expect(page.getByRole('link', { name: /Read Fee schedule 2026/ })).toHaveAttribute('href', /fees-2026/);
  // The box is drawn over the visually hidden input: a person clicks the label.
  await page.locator('label', { hasText: 'Fee schedule 2026' }).click();
  await expect(page.getByRole('checkbox', { name: 'Fee schedule 2026' })).toBeChecked();
  await accept.click();
  await expect(page).toHaveURL(/\/home$/);

  // Accepted for good: the settings page loads without the terms dialog.
  await page.goto('/setting');
  await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
