import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';

/**
 * Sign-in hashes passwords (scrypt) and the machine may be busy with other suites: assertions wait up to
 * 15 s instead of Playwright's 5 before calling a journey broken.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Every demo person signs in as <name>@demo.paydeck.test with this password (apps/sandbox README). */
export const demoPassword = 'demo-Pass-1';
export const loginOf = (name: string) => `${name}@demo.paydeck.test`;

export interface InboxMessage {
  id: number;
  kind: 'sms' | 'otp' | 'email' | 'push';
  to: string;
  body: string;
  code: string | null;
  loginKey: string | null;
  link: string | null;
  status: string | null;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<InboxMessage[]> {
  const answer = await request.get(`/__sandbox/messages?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: InboxMessage[] }).messages;
}

/** The newest message id for a recipient now: later messages are the ones this test caused. */
export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  return Math.max(0, ...(await messagesTo(request, to)).map((message) => message.id));
}

/** Waits for a message of `kind` to `to` newer than `after` (the sandbox inbox, as a person would read it). */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  kind: InboxMessage['kind'],
  after: number,
): Promise<InboxMessage> {
  return waitForMessage(request, to, (message) => message.kind === kind && message.id > after);
}

/** The approval message of one sign-in: the one carrying the login key this page's sign-in answered. */
export function approvalMessage(request: APIRequestContext, to: string, loginKey: string): Promise<InboxMessage> {
  return waitForMessage(request, to, (message) => message.loginKey === loginKey);
}

async function waitForMessage(request: APIRequestContext, to: string, match: (message: InboxMessage) => boolean) {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(request, to)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as InboxMessage;
}

/** Signs in and returns the token service's first answer (its login key, for push). */
export async function submitAndReadAnswer(page: Page, name: string): Promise<{ flow: string; key?: string }> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await submitCredentials(page, name);
  return (await answer).json();
}

/**
 * axe, once react-aria's transient announcements are gone: a button that was pending announces its
 * label through a live region entry pointing at it (role img + aria-labelledby), which dangles for a
 * few seconds when the button has left the page with the finished step.
 */
export async function expectAccessible(page: Page) {
  await expect(page.locator('[aria-live] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** Fills and sends the sign-in form. */
export async function submitCredentials(page: Page, name: string, password = demoPassword) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(loginOf(name));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in by the simple flow (anna) from /login. */
export async function signInSimple(page: Page, name = 'anna.personal') {
  await page.goto('/login');
  await submitCredentials(page, name);
  await expect(page).toHaveURL(/\/home$/);
}

/** The session as kept in sessionStorage (never localStorage). */
export async function storedSession(
  page: Page,
): Promise<{ tokens: { accessToken: string; refreshToken: string } | null } | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('paydeck.session'));
  return raw
    ? (JSON.parse(raw) as { state: { tokens: { accessToken: string; refreshToken: string } | null } }).state
    : null;
}
