import { expect, test } from '@playwright/test';
import { sandboxControlHeaders, signIn } from '@paydeck/e2e';

test('a notification pushed to anna shows as a toast; a click on it leads to its place', async ({ page, request }) => {
  await signIn(page);
  const event = {
    type: 'notification',
    notification: { type: 'info', status: 'success', title: 'Instant payments now 24/7', body: 'Read what changes.' },
  };
  // The page's realtime channel and its notification listener start after sign-in; an event published
  // before both are up is not replayed, so publish again until the toast shows.
  const toast = page.getByRole('button', { name: /Instant payments now 24\/7/ }).first();
  await expect
    .poll(
      async () => {
        await request.post('/__sandbox/publish', {
          headers: sandboxControlHeaders,
          data: { login: 'anna.personal@demo.paydeck.test', event },
        });
        return toast.isVisible();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  await expect(page.getByText('Read what changes.').first()).toBeVisible();
  const clickedAt = Date.now();
  await toast.click();
  await expect(page).toHaveURL(/\/news$/);
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900);
});
