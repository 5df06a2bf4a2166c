import { expect, type Page, test } from '@playwright/test';
import { callApi, cents, expectAccessible, sandboxControlHeaders, signIn } from '@paydeck/e2e';
import { cardAccounts } from './support';

// Cleo (sandbox seed) holds a card in every status, EUR and USD payment accounts with money. The tests
// compare her balances before and after, so they run one after another.
test.describe.configure({ mode: 'serial' });
const cleo = 'cleo.cards@demo.paydeck.test';

interface PaymentAccount {
  accountId: number;
  accountNumber: string;
  typeId: number;
  statusId: number;
  currencyCode: string;
  balance: string;
}

async function paymentAccount(page: Page, currencyCode: string): Promise<PaymentAccount> {
  const { accounts } = await callApi<{ accounts: PaymentAccount[] }>(page, 'balanceInquiry');
  const account = accounts.find((item) => item.typeId === 1001 && item.currencyCode === currencyCode);
  if (!account) throw new Error(`cleo has no ${currencyCode} account`);
  return account;
}

const usdAccount = (page: Page) => paymentAccount(page, 'USD');

/** Cleo's card whose masked number ends in these digits. */
async function cardEnding(page: Page, last4: string) {
  const card = (await cardAccounts(page)).find((item) => item.cardMaskedNumber?.endsWith(last4));
  if (!card) throw new Error(`cleo has no card ending in ${last4}`);
  return card;
}

/** Picks an option of a react-aria Select in the dialog by (part of) its text. */
async function selectOption(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('option', { name: new RegExp(option) }).click();
}

/** Presses the option of a radio group by its label, as a person does (react-aria hides the native input). */
async function chooseOption(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).locator('label').filter({ hasText: option }).click();
}

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

test('cleo activates her shipped card: a wrong number is refused, then the fee is paid and the PIN shown once', async ({
  page,
}) => {
  await signIn(page, cleo);
  const shipped = await cardEnding(page, '7788');
  expect(shipped.statusId).toBe(21);
  const { fees } = await callApi<{ fees: string }>(page, 'cardActivationData', { accountId: shipped.accountId });
  const eurBefore = await paymentAccount(page, 'EUR');

  await page.goto(`/cards/${shipped.accountId}`);
  await expect(page.getByRole('main')).toContainText('Activate the card');
  await expectAccessible(page);
  await page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: 'Activate the card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate the card' });
  await selectOption(page, 'Pay the fee from', eurBefore.accountNumber);
  const digits = dialog.getByRole('textbox', { name: 'Last four digits of the card number' });
  await digits.fill('1234');
  await dialog.getByRole('button', { name: /and activate$/ }).click();
  await expect(dialog).toContainText('does not match the card');
  expect((await cardEnding(page, '7788')).statusId).toBe(21);

  await digits.fill('7788');
  await dialog.getByRole('button', { name: /and activate$/ }).click();
  await expect(dialog).toContainText('Your card is active.');
  const pin = (await dialog.getByTestId('pin-digits').textContent()) ?? '';
  expect(pin).toMatch(/^\d{4}$/);
  expect((await callApi<{ pin: string }>(page, 'cardShowPin', { accountId: shipped.accountId })).pin).toBe(pin);
  await dialog.getByRole('button', { name: 'I have noted it' }).click();
  await expect(dialog).toBeHidden();

  expect((await cardEnding(page, '7788')).statusId).toBe(2);
  const eurAfter = await paymentAccount(page, 'EUR');
  expect(cents(eurBefore.balance) - cents(eurAfter.balance)).toBe(cents(fees));
  await expect(page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('cleo loads 12.34 onto her active card from her EUR account, to the cent on both sides', async ({ page }) => {
  await signIn(page, cleo);
  const card = await cardEnding(page, '3344');
  const eurBefore = await paymentAccount(page, 'EUR');

  await page.goto(`/cards/${card.accountId}`);
  await page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: 'Load the card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load the card' });
  await selectOption(page, 'From account', eurBefore.accountNumber);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.345');
  await dialog.getByRole('button', { name: 'Load the card' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await dialog.getByRole('button', { name: 'Load the card' }).click();
  await expect(dialog).toContainText('is on the card');

  const eurAfter = await paymentAccount(page, 'EUR');
  const cardAfter = await cardEnding(page, '3344');
  expect(cents(eurBefore.balance) - cents(eurAfter.balance)).toBe(1234n);
  expect(cents(cardAfter.balance) - cents(card.balance)).toBe(1234n);
});

test('cleo links a card of another bank and confirms it with the verification charge', async ({ page }) => {
  await signIn(page, cleo);
  await page.goto('/add-card');
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Month').fill('10');
  await page.getByLabel('Year').fill('2031');
  await page.getByLabel('Name on the card').fill('Cleo Weber');
  await page.getByRole('button', { name: 'Add the card' }).click();
  await expect(page).toHaveURL(/\/confirm-card\/\d+$/);
  const cardId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('main')).toContainText('4444');

  // The charge as the sandbox inbox tells it (the person would read it on the other bank's statement).
  const charge = (await (
    await page.request.get(`/__sandbox/external-card-charge?cardId=${cardId}`, { headers: sandboxControlHeaders })
  ).json()) as {
    amount: string;
  };
  const wrong = charge.amount === '0.11' ? '0.12' : '0.11';
  const amount = page.getByRole('textbox', { name: 'Amount charged' });
  await amount.fill(wrong);
  await page.getByRole('button', { name: 'Confirm the card' }).click();
  await expect(page.getByRole('main')).toContainText('This is not the amount we charged.');
  await expectAccessible(page);

  await amount.fill(charge.amount);
  await page.getByRole('button', { name: 'Confirm the card' }).click();
  await expect(page).toHaveURL(/\/physical-cards$/);
  const { cards } = await callApi<{ cards: { cardId: number; status: string }[] }>(page, 'externalCardList');
  expect(cards.find((card) => card.cardId === cardId)?.status).toBe('confirmed');
});
