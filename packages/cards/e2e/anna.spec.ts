import { expect, test } from '@playwright/test';
import { callApi, expectAccessible, journeyTimeout, signIn } from '@paydeck/e2e';
import { cardAccount, cardAccounts, runCardAction } from './support';

// Anna's two cards (sandbox seed): a virtual "Online shopping" card and a physical "Travel card".
// These tests change the physical card, so they run one after another.
test.describe.configure({ mode: 'serial' });

test('"Cards" opens anna\'s only physical card directly; the virtual list shows her virtual card', async ({ page }) => {
  await signIn(page);
  const cards = await cardAccounts(page);
  const physical = cards.filter((card) => card.cardIsVirtual === false && card.statusId !== 11);
  expect(physical).toHaveLength(1);
  const travel = physical[0];

  await page.getByRole('navigation').getByRole('link', { name: 'Cards', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/${travel?.accountId}$`));
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Travel card');
  await expect(page.getByRole('main')).toContainText('9021');
  await expectAccessible(page);

  await page.goto('/virtual-cards');
  await expect(page.getByRole('main')).toContainText('Online shopping');
  await expect(page.getByRole('main')).toContainText('4417');
  await expect(page.getByRole('main')).not.toContainText('Travel card');
  await expectAccessible(page);
});

test('anna unpauses and pauses her travel card; the sandbox agrees at each step', async ({ page }) => {
  await signIn(page);
  const travel = (await cardAccounts(page)).find((card) => card.cardIsVirtual === false);
  if (!travel) throw new Error('anna has no physical card');
  await page.goto(`/cards/${travel.accountId}`);
  const actions = page.getByRole('list', { name: 'Card actions' });

  // The seed leaves it paused; a retried run may find it active. Both directions are walked either way.
  const steps = travel.statusId === 71 ? (['unpause', 'pause'] as const) : (['pause', 'unpause'] as const);
  for (const step of steps) {
    if (step === 'unpause') {
      await expect(actions.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
      await runCardAction(page, 'Unpause', 'Unpause the card', 'The card is active again.');
      expect((await cardAccount(page, travel.accountId)).statusId).toBe(2);
      await expect(page.getByRole('main')).toContainText('Active');
    } else {
      await expect(actions.getByRole('button', { name: 'Unpause', exact: true })).toHaveCount(0);
      await runCardAction(page, 'Pause', 'Pause the card', 'The card is paused.');
      expect((await cardAccount(page, travel.accountId)).statusId).toBe(71);
      await expect(page.getByRole('main')).toContainText('Paused');
    }
  }
});

test('anna changes the PIN of her travel card and the card shows the new PIN', async ({ page }) => {
  // Two PIN attempts (one refused on the page), the change confirmed, the PIN shown again: 24.3-29.7 s in cold runs
  // on 2026-11-28; twice that is the standard limit's edge.
  test.setTimeout(journeyTimeout.long);
  await signIn(page);
  const travel = (await cardAccounts(page)).find((card) => card.cardIsVirtual === false);
  if (!travel) throw new Error('anna has no physical card');
  await page.goto(`/card/${travel.accountId}/pin`);

  // A PIN that is too easy is refused on the page, before any call.
  await page.getByRole('textbox', { name: 'New PIN', exact: true }).fill('1234');
  await page.getByRole('textbox', { name: 'New PIN again' }).fill('1234');
  await page.getByRole('button', { name: 'Change the PIN' }).click();
  await expect(page.getByRole('main')).toContainText('too easy to guess');

  await page.getByRole('textbox', { name: 'New PIN', exact: true }).fill('4826');
  await page.getByRole('textbox', { name: 'New PIN again' }).fill('4826');
  await page.getByRole('button', { name: 'Change the PIN' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, change the PIN' }).click();
  await expect(page.getByRole('main')).toContainText('Your PIN is changed.');
  expect((await callApi<{ pin: string }>(page, 'cardShowPin', { accountId: travel.accountId })).pin).toBe('4826');

  await page.getByRole('link', { name: 'Back to the card' }).first().click(); // the header's and the success message's lead to the same card
  await expect(page).toHaveURL(new RegExp(`/cards/${travel.accountId}$`));
  await page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: 'Show the PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'PIN of Travel card' });
  await dialog.getByRole('button', { name: 'Show the PIN' }).click();
  await expect(dialog.getByTestId('pin-digits')).toHaveText('4826');
  await expectAccessible(page);
});
