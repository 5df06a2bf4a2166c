import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { callApi, signIn } from '../../support/sign-in';
import { cardAccounts } from './support';

// Cleo (sandbox seed) holds a card in every status, EUR and USD payment accounts with money.
const cleo = 'cleo.cards@demo.paydeck.test';

interface PaymentAccount {
  accountId: number;
  accountNumber: string;
  typeId: number;
  statusId: number;
  currencyCode: string;
  balance: string;
}

async function usdAccount(page: Page): Promise<PaymentAccount> {
  const { accounts } = await callApi<{ accounts: PaymentAccount[] }>(page, 'balanceInquiry');
  const usd = accounts.find((account) => account.typeId === 1001 && account.currencyCode === 'USD');
  if (!usd) throw new Error('cleo has no USD account');
  return usd;
}

/** Presses the option of a radio group by its label, as a person does (react-aria hides the native input). */
async function chooseOption(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).locator('label').filter({ hasText: option }).click();
}

/** "1276.29" → 127629n: compare money exactly. */
const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

test('cleo applies for a virtual USD card: it is active at once and the issue fee is taken to the cent', async ({
  page,
}) => {
  await signIn(page, cleo);
  const cardsBefore = await cardAccounts(page);
  const usdBefore = await usdAccount(page);

  await page.goto('/apply-card');
  await chooseOption(page, 'Type of card', 'Virtual card');
  await chooseOption(page, 'Currency of the card', 'USD');
  await expect(page.getByRole('radio', { name: /USD/ })).toBeChecked();
  const fees = page.getByRole('region', { name: 'Your card' });
  await expect(fees).toContainText('Issue fee');
  await chooseOption(page, 'Pay the fees from', usdBefore.accountNumber);
  await expect(page.getByRole('main')).toContainText('Total to pay now');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(page.getByRole('heading', { name: 'Your virtual card is ready' })).toBeVisible();

  const cardsAfter = await cardAccounts(page);
  const added = cardsAfter.filter((card) => !cardsBefore.some((before) => before.accountId === card.accountId));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ currencyCode: 'USD', cardIsVirtual: true, statusId: 2 });
  const usdAfter = await usdAccount(page);
  expect(cents(usdBefore.balance) - cents(usdAfter.balance)).toBe(100n); // the virtual card's issue fee, 1.00

  await page.getByRole('link', { name: 'Open the card' }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/${added[0]?.accountId}$`));
  await expect(page.getByRole('main')).toContainText('Active');
});

test('a card whose BIN is blocked is refused on add-card, and nothing is linked', async ({ page }) => {
  await signIn(page, cleo);
  const linkedBefore = (await callApi<{ cards: unknown[] }>(page, 'externalCardList')).cards.length;

  await page.goto('/add-card');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await expect(page.getByRole('main')).toContainText('Cards from this issuer are not accepted');
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill('2030');
  await page.getByLabel('Name on the card').fill('Cleo Weber');
  await page.getByRole('button', { name: 'Add the card' }).click();
  await expect(page).toHaveURL(/\/add-card$/);
  await expect(page.getByRole('main')).toContainText('Cards from this issuer are not accepted');
  await expectAccessible(page);

  // The server refuses it too, whatever a client does.
  const refused = await callApi<{ responseCode: string; responseDescription: string }>(
    page,
    'externalCardAdd',
    { cardNumber: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'Cleo Weber' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(refused).toEqual({ responseCode: 'TA1', responseDescription: 'Cards with this BIN are not accepted' });
  expect((await callApi<{ cards: unknown[] }>(page, 'externalCardList')).cards).toHaveLength(linkedBefore);
});
