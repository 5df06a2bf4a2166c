import { createHash, randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import { journeyTimeout } from '@paydeck/e2e';
import { expect, loginOf, signInSimple, storedSession } from './support';

// An entry link (identity spec 2.1: `code` + `codeVerifier` on arrival): a signed-in app asks the token service
// for an entry code (POST /auth/entry-code) and opens the web app with it; the page exchanges it marked as an
// entry and names the person it signed in. A sign-in code in the same place signs nobody in.
test('an entry link signs in as the person who asked and names them; a sign-in code in its place does not', async ({
  browser,
  page,
}) => {
  // Two browser contexts and two sign-ins: measured 34.6 s on a cold run, over half the standard limit.
  test.setTimeout(journeyTimeout.long);
  await signInSimple(page); // anna, in "her app"
  const token = (await storedSession(page))?.tokens?.accessToken;
  const verifier = randomBytes(64).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const asked = await page.request.post('/auth/entry-code', {
    headers: { authorization: `Bearer ${token}` },
    data: { codeChallenge },
  });
  expect(asked.status()).toBe(200);
  const { code } = (await asked.json()) as { code: string };

  const arriving = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await arriving.goto(`/login?${new URLSearchParams({ code, codeVerifier: verifier })}`);
  const arrival = arriving.getByRole('alertdialog', { name: 'Is this your account?' });
  await expect(arrival).toContainText(`A link signed you in as Anna Novak (${loginOf('anna.personal')}).`);
  await arrival.getByRole('button', { name: 'Continue as Anna Novak' }).click();
  await expect(arriving).toHaveURL(/\/home$/);

  // A sign-in code of dora's (direct flow) crafted into a link is refused: the page stays on the sign-in form.
  const signIn = await page.request.post('/auth/login', {
    data: { client: 'spa', username: loginOf('dora.direct'), password: 'demo-Pass-1', codeChallenge },
  });
  const crafted = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await crafted.goto(`/login?${new URLSearchParams({ code: (await signIn.json()).code, codeVerifier: verifier })}`);
  await expect(crafted.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  // The token service answers "Invalid code"; the page says what it says of every dead code (the common case
  // is an entry link older than its 60 s): the sign-in took too long, sign in again.
  await expect(crafted.getByRole('alert')).toHaveText('The sign-in took too long. Please sign in again.');
  expect((await storedSession(crafted))?.tokens ?? null).toBeNull();
});
