import { expect, test } from '@playwright/test';
import { loginOf, sandboxControl, signIn } from '@paydeck/e2e';

// While the helpdesk answers 429 the page says so in its own words (never the id helpdeskUnavailable) and that it
// keeps trying; once the helpdesk answers again the page recovers by itself (backoff probes), with no click.
// The rate limit is for one person's customer only (the sandbox control's login), one person per width, so the
// other journeys beside this one are served.
for (const [width, height, person] of [
  [390, 844, 'cleo.cards'],
  [1280, 900, 'rosa.rails'],
] as const) {
  test(`at ${width} px the messages page tells the helpdesk is unavailable and recovers by itself`, async ({
    page,
    request,
  }) => {
    const limit = (rateLimited: boolean) =>
      sandboxControl(request, 'helpdesk/settings', { rateLimited, login: loginOf(person) });
    await limit(true);
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf(person));
    await page.goto('/messages');
    const unavailable = page.getByRole('alert').filter({ hasText: 'We keep trying' });
    await expect(unavailable).toHaveText(/^Support is not available right now\.We keep trying and update this page/);
    await expect(page.getByRole('alert')).toHaveCount(1); // the list waits for the proxy's tickets, no second alert
    await expect(page.getByText('helpdeskUnavailable')).toHaveCount(0);
    await limit(false);
    // the probes come 2, 4, 8, 16 s apart: the next one after the switch is at most 16 s away
    await expect(unavailable).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Tickets' }).getByText('No tickets')).toBeVisible();
  });
}
