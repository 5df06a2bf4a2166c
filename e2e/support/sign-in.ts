import { expect, type Page } from '@playwright/test';

/** Every demo person's password (apps/sandbox README). */
export const demoPassword = 'demo-Pass-1';

/**
 * Signs in through the login page as a person would (simple flow) and waits for home; `origin` picks
 * another server than the default build (a brand's).
 */
export async function signIn(
  page: Page,
  login = 'anna.personal@demo.paydeck.test',
  password = demoPassword,
  origin = '',
) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The session's access token (kept in sessionStorage by the app), for calls a test makes itself. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('paydeck.session'));
  const token = raw
    ? (JSON.parse(raw) as { state?: { tokens?: { accessToken?: string } } }).state?.tokens?.accessToken
    : undefined;
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
