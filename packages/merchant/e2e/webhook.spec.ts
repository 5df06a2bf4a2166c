import { expect, test } from '@playwright/test';
import { accessToken } from '@paydeck/e2e';
import { signatureIsValid, signInAsBoris, startReceiver } from './support';

test('boris adds a webhook to his receiver, pings it, the receiver verifies the signature and the log shows it', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const northwind = await signInAsBoris(page);
    // the signing secret is made again and shown once (payment-notification settings)
    const made = await page.request.post('/api?method=paymentNotificationSettingsUpdate', {
      headers: { authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { fromCustomerId: northwind, regenerateSecret: true },
    });
    const { secret } = (await made.json()) as { secret: string };

    await page.goto('/merchant/internal/webhook_log');
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Orders');
    await dialog.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('The webhook Orders was added.')).toBeVisible();

    await page.getByRole('button', { name: 'Ping Orders' }).click();
    await expect(page.getByText('Ping delivered (HTTP 204).')).toBeVisible();
    const received = receiver.requests.at(-1);
    expect(received && JSON.parse(received.body)).toMatchObject({ event: 'ping', customerId: northwind });
    expect(received && signatureIsValid(secret, received.signature, received.body)).toBe(true);

    const log = page.getByRole('grid', { name: 'Request log' });
    await expect(log.getByRole('row').filter({ hasText: receiver.url })).toContainText('HTTP 204');
  } finally {
    await receiver.close();
  }
});
