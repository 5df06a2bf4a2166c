import { expect, test } from '@playwright/test';
import { journeyTimeout, loginOf, signIn } from '@paydeck/e2e';
import { signInAsBoris, typeDate } from './support';

// One behaviour flow, each party in its own browser context through the UI: boris proposes, anna signs on the
// e-signature page, boris sees it active, anna asks to end it and boris cancels the termination.
test('boris proposes a revenue split to anna, anna signs, anna asks to terminate and boris cancels it', async ({
  browser,
  page: boris,
}) => {
  // Two people signed in, four steps across them and the signing page: 21.6-28.4 s in cold runs on 2026-11-28;
  // twice that is the standard limit's edge.
  test.setTimeout(journeyTimeout.long);
  const today = new Date().toISOString().slice(0, 10);
  const obligation = `Feature the shop ${Date.now() % 100_000}`;
  await signInAsBoris(boris);
  await boris.goto('/revenue-split/new');
  await boris.getByRole('textbox', { name: /Counterparty's e-mail/ }).fill(loginOf('anna.personal'));
  await boris.getByRole('button', { name: 'Find' }).click();
  await expect(boris.getByText('Found: a personal customer.')).toBeVisible();
  await boris.getByRole('button', { name: /Company$/ }).click();
  await boris.getByRole('option', { name: 'Northwind Media Ltd' }).click();
  await boris.getByRole('textbox', { name: /Share of revenue/ }).fill('12.5');
  await typeDate(boris, /^Active from/, today);
  await boris.getByRole('textbox', { name: /^Your signer's name/ }).fill('Boris Petrov');
  await boris.getByRole('textbox', { name: /^Counterparty's signer's name/ }).fill('Anna Novak');
  await boris.getByRole('group', { name: 'Your obligations' }).getByRole('textbox').fill(obligation);
  await boris.getByRole('group', { name: "The counterparty's obligations" }).getByRole('textbox').fill('Pay monthly');
  await boris.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(boris.getByText('Your proposal was sent. The counterparty signs it next.')).toBeVisible();
  await expect(boris).toHaveURL(/\/revenue-split\/\d+$/);
  const contractPath = new URL(boris.url()).pathname;
  await expect(boris.getByText('Waiting for signature')).toBeVisible();

  const anna = await (await browser.newContext()).newPage();
  await signIn(anna, loginOf('anna.personal'));
  await anna.goto(contractPath);
  await expect(anna.getByText(obligation)).toBeVisible();
  await anna.getByRole('button', { name: 'Sign' }).click();
  await expect(anna.getByRole('heading', { name: /Revenue-split contract/ })).toBeVisible(); // the signing page
  await anna.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Anna Novak');
  await anna.getByRole('button', { name: 'Sign' }).click();
  await expect(anna.getByText('Thank you: the contract is signed.')).toBeVisible();
  await expect(anna.getByText('Active', { exact: true })).toBeVisible();

  await boris.reload();
  await expect(boris.getByText('Active', { exact: true })).toBeVisible();

  await anna.getByRole('button', { name: 'Request termination' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Request termination' });
  await dialog.getByRole('textbox', { name: /Note to the other party/ }).fill('The shop closes');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(anna.getByText('Termination requested: the other party decides.')).toBeVisible();

  await boris.reload();
  await expect(boris.getByText('Requested by Anna Novak: The shop closes')).toBeVisible();
  await boris.getByRole('button', { name: 'Cancel the termination' }).click();
  await expect(boris.getByText('The termination is cancelled: the contract goes on.')).toBeVisible();
  await expect(boris.getByText('Active', { exact: true })).toBeVisible();
  await expect(boris.getByRole('button', { name: 'Request termination' })).toBeVisible();
});
