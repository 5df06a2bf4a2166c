import { expect, test } from '@playwright/test';
import {
  cents,
  eurBalance,
  expectAccessible,
  lastMessageId,
  loginOf,
  nextMessage,
  setPaymentApproval,
  signIn,
  signInByPush,
} from '@paydeck/e2e';
import { lockHolderTimeout, withAnnasMoney } from './own-accounts-lock';

// anna's phone (sandbox seed): her SMS codes arrive in the inbox under this number.
const annaPhone = '+4915123456789';

test('anna sends EUR to pavel by e-mail, approves it with the SMS code from the inbox; both balances and histories show it', async ({
  browser,
  page,
}) => {
  // Two people sign in (one by push), a settings change by SMS, the payment and its SMS approval, both sides
  // checked: measured 36-44 s in cold runs (60 s beside other builds); it may first wait for an own-accounts
  // journey's lock on anna's money: the lock holder's limit.
  test.setTimeout(lockHolderTimeout);
  const reference = `Dinner ${Date.now() % 100_000}`;
  const amount = '12.34';
  const fee = '0.20'; // 0.5 % of 12.34 is below the 0.20 minimum (WIRE.md)

  const pavel = await (await browser.newContext()).newPage();
  await signInByPush(pavel, 'pavel.push');
  const pavelBefore = await eurBalance(pavel);

  // anna's money and approval mode are shared with the own-accounts journeys, which run beside this one.
  await withAnnasMoney(async () => {
    await signIn(page, loginOf('anna.personal'));
    // anna approves payments with nothing by default: the security settings switch her to SMS codes (and back).
    await page.goto('/setting?tab=two-step');
    const approving = page.getByRole('radiogroup', { name: 'Approving payments' });
    const settingsAfter = await lastMessageId(page.request, annaPhone);
    await approving.locator('label', { hasText: 'SMS code' }).click();
    await page.locator('form').filter({ has: approving }).getByRole('button', { name: 'Save' }).click();
    const confirmChange = page.getByRole('dialog', { name: 'Confirm the change' });
    const settingsCode = await nextMessage(page.request, annaPhone, 'sms', settingsAfter);
    await confirmChange.getByRole('textbox', { name: 'Code' }).fill(settingsCode.code as string);
    await confirmChange.getByRole('button', { name: 'Confirm' }).click();
    await expect(approving.getByRole('radio', { name: /SMS code/ })).toBeChecked();

    try {
      const annaBefore = await eurBalance(page);
      await page.goto('/transfer/p2p');
      await expect(page.getByRole('heading', { level: 1, name: 'Send to a person' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Send money to a person' });
      await form.getByRole('button', { name: /From account/ }).click();
      await page.getByRole('option', { name: /^EUR/ }).click();
      await form.getByRole('combobox', { name: /Payee's e-mail/ }).fill(loginOf('pavel.push'));
      await page.keyboard.press('Tab'); // leaves the list of people paid before
      await expect(form.getByText('A Paydeck customer has this e-mail.')).toBeVisible();
      await form.getByRole('textbox', { name: /Amount/ }).fill(amount);
      await expect(form.getByText('€0.20')).toBeVisible();
      await expect(form.getByText('€12.54')).toBeVisible();
      await form.getByRole('textbox', { name: /Reference/ }).fill(reference);
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Continue' }).click();
      const review = page.getByRole('region', { name: 'Check before you send' });
      await expect(review.getByTestId('review-total')).toHaveText('€12.54');

      const smsAfter = await lastMessageId(page.request, annaPhone);
      await review.getByRole('button', { name: 'Confirm and send' }).dblclick();
      const popup = page.getByRole('dialog', { name: 'Payment Confirmation' });
      await expect(popup).toContainText(/We sent a code by SMS to \+49/);
      const sms = await nextMessage(page.request, annaPhone, 'sms', smsAfter);
      await expectAccessible(page);
      await popup.getByRole('textbox', { name: 'Code' }).fill(sms.code as string);
      await popup.getByRole('button', { name: 'Confirm' }).click();
      // Decided, the popup closes: the outcome is the one confirmation.
      await expect(page.getByRole('heading', { name: 'Transfer completed' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // anna: the amount and the fee left her EUR account once (the double click booked one transfer).
      expect(cents(await eurBalance(page))).toBe(cents(annaBefore) - cents(amount) - cents(fee));
      await expect(page.getByRole('region', { name: 'Recent transfers to people' })).toContainText('€12.34');
      await page.goto('/history');
      const annaRow = page.getByRole('grid', { name: 'Transactions' }).getByRole('row').filter({ hasText: reference });
      await expect(annaRow).toHaveCount(1);
      await expect(annaRow).toContainText('12.34');

      // pavel: the amount arrived, without the fee.
      expect(cents(await eurBalance(pavel))).toBe(cents(pavelBefore) + cents(amount));
      await pavel.goto('/history');
      const pavelRow = pavel
        .getByRole('grid', { name: 'Transactions' })
        .getByRole('row')
        .filter({ hasText: reference });
      await expect(pavelRow).toHaveCount(1);
      await expect(pavelRow).toContainText('€12.34');
    } finally {
      await setPaymentApproval(page, annaPhone, 'none'); // the next journey finds anna as seeded
    }
  });
});
