import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@paydeck/e2e';
import {
  expect,
  approvalMessage,
  expectAccessible,
  lastMessageId,
  loginOf,
  nextMessage,
  sandboxControlHeaders,
  signInSimple,
  storedSession,
  submitAndReadAnswer,
  submitCredentials,
} from './support';

test('anna signs in by the simple flow and lands home; the tokens live in sessionStorage only', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitCredentials(page, 'anna.personal');
  await expect(page).toHaveURL(/\/home$/);
  const session = await storedSession(page);
  expect(session?.tokens?.accessToken).toBeTruthy();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('paydeck.session'))),
  ).toEqual([]);
});

test('a signed-in person arriving at /login is refreshed and sent home', async ({ page }) => {
  await signInSimple(page);
  const before = await storedSession(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  const after = await storedSession(page);
  expect(after?.tokens?.refreshToken).toBeTruthy();
  expect(after?.tokens?.refreshToken).not.toBe(before?.tokens?.refreshToken);
});

test('a wrong password shows the token service message', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'anna.personal', 'not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test('an invalid e-mail is refused before any request', async ({ page }) => {
  await page.goto('/login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/login')) loginCalls += 1;
  });
  await page.getByLabel('E-mail').fill('a@b.c');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('pavel signs in by push: devices and QR code, a reload keeps the step, approval from the sandbox signs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const { key } = await submitAndReadAnswer(page, 'pavel.push');
  await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText('iPhone 15')).toBeVisible();
  await expect(page.getByText('Pixel 8')).toBeVisible();
  await expectAccessible(page);

  // A reload mid-flow keeps the verifier and the step.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();

  const push = await approvalMessage(request, loginOf('pavel.push'), key as string);
  expect(push.kind).toBe('push');
  const approved = await request.post(`/__sandbox/push/${push.loginKey}/approve`, { headers: sandboxControlHeaders });
  expect(approved.status()).toBe(204);
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
});

test('a push refused on the device ends the wait', async ({ page, request }) => {
  await page.goto('/login');
  const { key } = await submitAndReadAnswer(page, 'pavel.push');
  const push = await approvalMessage(request, loginOf('pavel.push'), key as string);
  await request.post(`/__sandbox/push/${push.loginKey}/refuse`, { headers: sandboxControlHeaders });
  await expect(page.getByRole('alert')).toContainText('The sign-in was refused', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('sofia: soft migration (12 days left), then the SMS code with the masked phone and identifier', async ({
  page,
  request,
}) => {
  const phone = '+40721234123';
  const after = await lastMessageId(request, phone);
  await page.goto('/login');
  await submitCredentials(page, 'sofia.sms');
  await expect(page.getByText('You have 12 days left to switch to approval in the mobile app.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the SMS code' })).toBeVisible();
  await expect(page.getByText('+40******123')).toBeVisible();
  const sms = await nextMessage(request, phone, 'sms', after);
  const identifier = sms.body.match(/identifier (\d{2})/)?.[1];
  expect(identifier).toMatch(/^\d{2}$/);
  await expect(page.getByText(identifier as string, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'SMS code' }).fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid one-time code');
  await page.getByRole('textbox', { name: 'SMS code' }).fill(sms.code as string);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a strict migration cannot continue', async ({ page }) => {
  // No demo person has a strict migration: the real sign-in answer of dora (direct flow) gets one added.
  await page.route('**/auth/login', async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    await route.fulfill({
      response,
      json: { ...answer, migration: { type: 'strict', strategy: 'migrate', daysLeft: 0 } },
    });
  });
  await page.goto('/login');
  await submitCredentials(page, 'dora.direct');
  await expect(page.getByText('You cannot continue yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('dora signs in by the direct flow (code + PKCE only)', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'dora.direct');
  await expect(page).toHaveURL(/\/home$/);
});

test('vera confirms the new device from the e-mail and the page continues by itself', async ({ page, request }) => {
  const after = await lastMessageId(request, loginOf('vera.device'));
  await page.goto('/login');
  await submitCredentials(page, 'vera.device');
  await expect(page.getByRole('heading', { name: 'Confirm this new device' })).toBeVisible();
  const mail = await nextMessage(request, loginOf('vera.device'), 'email', after);
  await request.post(`/__sandbox/push/${mail.loginKey}/approve`, { headers: sandboxControlHeaders });
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
});

test('the e-mail confirmation entry parameter is shown with the spec texts', async ({ page }) => {
  await page.goto('/login?emailConfirmation=success');
  await expect(page.getByRole('status')).toContainText('E-MAIL CONFIRMATION');
  await expect(page.getByRole('status')).toContainText('Your E-mail address has been confirmed!');
  await page.goto('/login?emailConfirmation=fail');
  await expect(page.getByRole('alert')).toHaveText('An error has occurred. Please contact us.');
});
