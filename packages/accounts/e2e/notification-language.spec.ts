import { expect, type Page, test } from '@playwright/test';
import { callApi, loginOf, sandboxControl, sandboxControlHeaders, signIn } from '@paydeck/e2e';

const cleo = loginOf('cleo.cards');

/** Picks the interface language in the header's switcher, or in the menu drawer on a narrow screen. */
async function chooseLanguage(page: Page, lang: string, menu?: string) {
  if (menu) await page.getByRole('button', { name: menu }).click();
  await page.getByRole('combobox').filter({ visible: true }).selectOption(lang);
}

/** The page's realtime channel is open: a harmless event reaches one connection of cleo's. */
async function channelOpen(page: Page) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.post('/__sandbox/publish', {
          headers: sandboxControlHeaders,
          data: { login: cleo, event: { type: 'probe' } },
        });
        return ((await answer.json()) as { delivered: number }).delivered;
      },
      { timeout: 15_000, intervals: [250, 500, 1_000] },
    )
    .toBeGreaterThan(0);
}

// One page, both widths in turn: two pages of cleo's would each hear the other's notification.
test('a card the bank closes is told to cleo in her interface language, at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, cleo);
  await channelOpen(page);
  const { accounts } = await callApi<{ accounts: { accountId: number; cardAliasName: string | null }[] }>(
    page,
    'balanceInquiry',
  );
  const card = (alias: string) => accounts.find((account) => account.cardAliasName === alias)?.accountId;

  await chooseLanguage(page, 'ru', 'Menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.keyboard.press('Escape'); // the drawer
  await sandboxControl(page.request, `cards/${card('Online shopping')}/close`);
  const russian = page.getByRole('button', { name: /Карта закрыта/ }).first();
  await expect(russian).toBeVisible();
  await expect(russian).toContainText('Карта Online shopping •••• 5521 закрыта, ею больше нельзя пользоваться.');
  await russian.click();
  await expect(page).toHaveURL(/\/(physical-|virtual-)?cards$/); // /cards goes on to the list of the card's kind

  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await sandboxControl(page.request, `cards/${card('Everyday card')}/close`);
  const spanish = page.getByRole('button', { name: /Tarjeta cerrada/ }).first();
  await expect(spanish).toBeVisible();
  await expect(spanish).toContainText('La tarjeta Everyday card •••• 3344 está cerrada y ya no se puede usar.');
});
