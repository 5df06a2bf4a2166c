import { expect, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// The ticket list shows each ticket's last two messages (conversations, limit 2): anna's seeded ticket, her question
// and the agent's answer, the agent's HTML read as plain words.
for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px each ticket of the list shows its last two messages`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('anna.personal'));
    await page.goto('/messages');
    const ticket = page.getByRole('listitem').filter({ hasText: 'Statement in Spanish' });
    const preview = ticket.getByRole('list', { name: 'Last messages' });
    await expect(preview.getByRole('listitem')).toHaveText([
      'Anna Novak: Can I get my statement in Spanish?',
      'Elena Marsh: Yes: choose Español before you download it.',
    ]);
    const box = await preview.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  });
}
