import { expect, type Page } from '@playwright/test';
import { submitCredentials } from '@paydeck/e2e';

// The auth journeys' own helpers; the shared ones (sign-in form, inbox, axe) come from @paydeck/e2e.
export { expect };
export {
  approvalMessage,
  demoPassword,
  expectAccessible,
  type InboxMessage,
  lastMessageId,
  loginOf,
  nextMessage,
  sandboxControlHeaders,
  storedSession,
  submitCredentials,
} from '@paydeck/e2e';

/** Signs in and returns the token service's first answer (its login key, for push). */
export async function submitAndReadAnswer(page: Page, name: string): Promise<{ flow: string; key?: string }> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await submitCredentials(page, name);
  return (await answer).json();
}

/** Signs in by the simple flow (anna) from /login. */
export async function signInSimple(page: Page, name = 'anna.personal') {
  await page.goto('/login');
  await submitCredentials(page, name);
  await expect(page).toHaveURL(/\/home$/);
}
