import { expect, test } from '@playwright/test';
import { callApi, lastMessageId, nextMessage, signIn } from '@paydeck/e2e';
import { cardAccounts } from './support';

// Get PIN (payments.md 7): the card page sends the PIN by SMS to cleo's confirmed phone, never on screen. It changes
// no card, so the two widths run side by side on cleo's active "Everyday card".
const cleo = 'cleo.cards@demo.paydeck.test';
const cleoPhone = '+4915798765432';

for (const width of [390, 1280]) {
  test(`at ${width} px cleo gets her card's PIN by SMS from the card page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, cleo);
    const card = (await cardAccounts(page)).find((item) => item.cardMaskedNumber?.endsWith('3344'));
    if (!card) throw new Error('cleo has no card ending in 3344');
    const after = await lastMessageId(page.request, cleoPhone);

    await page.goto(`/cards/${card.accountId}`);
    await page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: 'Get the PIN by SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get the PIN of Everyday card by SMS' });
    await expect(dialog).toContainText('The PIN never appears on this screen.');
    await dialog.getByRole('button', { name: 'Send the PIN' }).click();
    await expect(dialog.getByRole('status')).toContainText('The PIN is on its way to +49********432.');

    const sms = await nextMessage(page.request, cleoPhone, 'sms', after);
    const { pin } = await callApi<{ pin: string }>(page, 'cardShowPin', { accountId: card.accountId });
    expect(sms.code).toBe(pin);
    await expect(dialog).not.toContainText(pin);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
}
