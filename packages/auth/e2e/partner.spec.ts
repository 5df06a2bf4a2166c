import { createHash, randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import { expect, expectAccessible, submitCredentials } from './support';

// A partner site (client "sei") sends the person to the token service's authorise URL; without a session they
// sign in first, then the consent page names the partner and the account, and approving sends the browser
// back to the partner's registered address with a code only the partner (holding the verifier) can exchange.
test('a partner asks (sei): the consent page names it; approving returns to its registered address', async ({
  page,
}) => {
  const verifier = randomBytes(64).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  await page.route('https://partner.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Partner</title><h1>Back at the partner</h1>',
    }),
  );
  const query = new URLSearchParams({
    client_id: 'partner',
    redirect_uri: 'https://partner.example/back',
    code_challenge: challenge,
    state: 'state-1',
  });
  await page.goto(`/auth/sei/authorize?${query}`);
  await expect(page).toHaveURL(/\/login/);
  await submitCredentials(page, 'anna.personal');

  await expect(page).toHaveURL(/\/auth\/sei\?authorizationId=/);
  const consent = page.getByRole('region', { name: 'Allow access to your account?' });
  await expect(consent).toContainText(
    'Example Partner Shop asks to act for Anna Novak. Approve only if you started this from Example Partner Shop.',
  );
  await expectAccessible(page);
  await consent.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/^https:\/\/partner\.example\/back\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('state-1');
  const exchange = await page.request.post('/auth/token', {
    data: { code: back.searchParams.get('code'), codeVerifier: verifier },
  });
  expect(exchange.status()).toBe(200);
});
