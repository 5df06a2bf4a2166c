import { expect, test } from '@playwright/test';
import { brandServers } from '../../support/brands';
import { signIn } from '../../support/sign-in';
import { cardAccounts, shoot, widths } from './support';

// Screenshots of the card screens to look at (e2e/screenshots/cards-*), at a phone's and a desktop's
// width, every page axe-checked: the lists and a card for every brand, the other screens for the default.
// Only cards no other test changes are shown here (the shipped card is shot by cleo.spec before activation).
const cleo = 'cleo.cards@demo.paydeck.test';

for (const { id, brand, port } of brandServers) {
  test(`${id}: card list and a card at both widths`, async ({ page }) => {
    const origin = `http://127.0.0.1:${port}`;
    await signIn(page, cleo, undefined, origin);
    const active = (await cardAccounts(page)).find((card) => card.cardMaskedNumber?.endsWith('3344'));
    if (!active) throw new Error('cleo has no active physical card 3344');
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await shoot(page, `${id}-physical-${viewport.name}`, `${origin}/physical-cards`, '3344');
      await shoot(page, `${id}-card-${viewport.name}`, `${origin}/cards/${active.accountId}`, 'What you can do');
    }
    await expect(page).toHaveTitle(brand.name);
  });
}

test('the other card screens at both widths', async ({ page }) => {
  await signIn(page, cleo);
  const cards = await cardAccounts(page);
  const byLast4 = (last4: string) => cards.find((card) => card.cardMaskedNumber?.endsWith(last4))?.accountId;
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    const w = viewport.name;
    await shoot(page, `virtual-${w}`, '/virtual-cards', '5521');
    await shoot(page, `canceled-${w}`, `/cards/${byLast4('8830')}`, 'nothing to do');
    await shoot(page, `pin-${w}`, `/card/${byLast4('3344')}/pin`, 'New PIN');
    await shoot(page, `apply-${w}`, '/apply-card?kind=physical', 'Type of card');
    await shoot(page, `add-card-${w}`, '/add-card', 'Card number');
  }
});
