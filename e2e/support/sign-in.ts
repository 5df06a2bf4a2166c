import { expect, type Page } from '@playwright/test';
import { approvalMessage, sandboxControlHeaders } from './inbox.ts';

/** Every demo person signs in as <name>@demo.paydeck.test with this password (apps/sandbox README). */
export const demoPassword = 'demo-Pass-1';
export const loginOf = (name: string) => `${name}@demo.paydeck.test`;

/** Fills and sends the sign-in form. */
export async function submitCredentials(page: Page, name: string, password = demoPassword) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(loginOf(name));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the login page as a person would (simple flow) and waits for home; `origin` picks
 * another server than the package's own build (a brand's).
 */
export async function signIn(page: Page, login = loginOf('anna.personal'), password = demoPassword, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in a push person (pavel): the approval is read from the inbox and approved there, as the phone would. */
export async function signInByPush(page: Page, name: string) {
  await page.goto('/login');
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await submitCredentials(page, name);
  const { key } = (await (await answer).json()) as { key?: string };
  const push = await approvalMessage(page.request, loginOf(name), key as string);
  const approved = await page.request.post(`/__sandbox/push/${push.loginKey}/approve`, {
    headers: sandboxControlHeaders,
  });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
}

interface StoredSession {
  tokens: { accessToken: string; refreshToken: string } | null;
}

/** The session as the app keeps it in sessionStorage (never localStorage). */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('paydeck.session'));
  return raw ? (JSON.parse(raw) as { state: StoredSession }).state : null;
}

/** The session's access token, for calls a test makes itself. */
export async function accessToken(page: Page): Promise<string> {
  const token = (await storedSession(page))?.tokens?.accessToken;
  if (!token) throw new Error('No session in sessionStorage');
  return token;
}

/** A method call to the sandbox with the page's session (and any extra headers), answered as JSON. */
export async function callApi<T>(
  page: Page,
  method: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await page.request.post(`/api?method=${method}`, {
    headers: { ...headers, authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}
