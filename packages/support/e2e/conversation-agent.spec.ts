import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// A conversation shows the agent who answers (the proxy's zoho/agent: initials and name) and the thread list's
// count of messages (GET tickets/{id}/threads).
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px an opened ticket shows its agent and how many messages it holds`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('anna.personal'));
    await page.goto('/messages');
    await page.getByRole('link', { name: 'Statement in Spanish' }).click();
    const ticket = page.getByRole('region', { name: /^Ticket / });
    await expect(ticket.getByText('Your agent: Elena Marsh')).toBeVisible();
    await expect(ticket.getByText('2 messages')).toBeVisible();
  });
}
