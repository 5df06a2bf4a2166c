import { type BrowserContext, type Page, test } from '@playwright/test';
import { journeyTimeout } from '@paydeck/e2e';
import { expect, signInSimple, storedSession } from './support';

// A duplicated tab carries a copy of the first tab's sessionStorage (the same refresh token): the
// second page of the context gets that copy before its first script runs, as "Duplicate tab" does.
async function duplicate(context: BrowserContext, page: Page, path: string): Promise<Page> {
  const copy = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const second = await context.newPage();
  await second.addInitScript((entries: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, copy);
  await second.goto(path);
  return second;
}

const history = (page: Page) => page.getByRole('heading', { level: 1, name: 'Login history' });
const refreshTokenOf = async (page: Page) => (await storedSession(page))?.tokens?.refreshToken;

// Fixed 2026-11-25 (it failed in most runs of this file with two workers): a tab reloaded while its refresh
// was in flight saw no answer, took that for a refused refresh and ended the session ("Session expired"),
// revoking it on the server for both tabs, though the server had rotated the token. A refresh that gets no
// answer no longer ends the session (src/session/access-token.ts; its unit test has the cases).
test('two tabs of one session both keep working across refreshes', async ({ context, page }) => {
  test.setTimeout(journeyTimeout.long); // two pages, two rounds of token refreshes
  await context.clock.install();
  await signInSimple(page);
  await page.goto('/login-history');
  await expect(history(page)).toBeVisible();
  const second = await duplicate(context, page, '/login-history');
  await expect(history(second)).toBeVisible();
  const first = await refreshTokenOf(page);
  expect(await refreshTokenOf(second)).toBe(first);

  // What a person relies on: neither tab signs the other out, round after round. Which tab refreshes is
  // decided by a Web Lock and the new tokens reach the other tab over a BroadcastChannel; under load the
  // lock can be granted before the message arrives, and the server's 5 s reuse grace then lets the second
  // tab refresh too. So a round has one or two refreshes, never a sign-out. (The journey first asserted
  // exactly one, which failed under the full suite; the one-refresh handoff is tested in
  // src/session/tab-sync.test.ts with Node's real lock and channel, where timing is not the machine's.)
  let tokens = { page: first, second: first };
  for (let round = 1; round <= 2; round += 1) {
    // Counted from before the clock moves: a page's polling fires while the clock is fast-forwarded and may
    // refresh before the reloads (0 counted with the tokens rotated, in a cold run of the whole suite).
    const refreshes: string[] = [];
    const count = (response: { url(): string; status(): number }) => {
      if (response.url().endsWith('/auth/refresh')) refreshes.push(`${response.status()}`);
    };
    page.on('response', count);
    second.on('response', count);
    // Both access tokens come within 10 s of expiry; both tabs then call the API at the same moment.
    await context.clock.fastForward('04:55');
    await Promise.all([page.reload(), second.reload()]);
    await expect(history(page)).toBeVisible();
    await expect(history(second)).toBeVisible();
    await expect(page).toHaveURL(/\/login-history$/);
    await expect(second).toHaveURL(/\/login-history$/);
    await expect.poll(() => refreshTokenOf(page)).not.toBe(tokens.page);
    await expect.poll(() => refreshTokenOf(second)).not.toBe(tokens.second);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    expect(refreshes.every((status) => status === '200')).toBe(true);
    tokens = { page: await refreshTokenOf(page), second: await refreshTokenOf(second) };
    page.off('response', count);
    second.off('response', count);
  }
});

test('when the server ends the session, every tab of it goes to sign-in', async ({ context, page, request }) => {
  await context.clock.install();
  await signInSimple(page);
  await page.goto('/login-history');
  await expect(history(page)).toBeVisible();
  const second = await duplicate(context, page, '/login-history');
  await expect(history(second)).toBeVisible();

  // The session ends on the server (here: its refresh token revoked, as another device's logout would).
  const refreshToken = await refreshTokenOf(page);
  expect((await request.post('/auth/logout', { data: { refreshToken } })).ok()).toBe(true);

  await context.clock.fastForward('04:55');
  await page.reload(); // its refresh is refused: the session has expired
  await expect(page).toHaveURL(/\/login\?reason=sessionExpired$/);
  await expect(second).toHaveURL(/\/login\?reason=sessionExpired$/);
  expect((await storedSession(second))?.tokens ?? null).toBeNull();
});
