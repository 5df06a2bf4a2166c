import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { callApi, cents, eurBalance, loginOf, paymentAccount, signIn } from '@paydeck/e2e';

// Issue 38 ("money a person can follow"), at a phone's and a laptop's width, as rosa.rails (approval none; no other
// journey moves her money but external-rails.spec.ts, whose amounts differ): a wire she sent is repeated from its
// history sheet ("Repeat" → /transfer/external?repeat=<id>), the form comes filled in from it (recentTransferDetails),
// the review says what leaves and arrives, and only the confirm moves money, to one outcome with its reference.

const box = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px a wire is repeated from history: filled in, reviewed, confirmed`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, loginOf('rosa.rails'));
    const reference = `Repeat ${width} ${Date.now() % 1_000_000}`;
    const eur = await paymentAccount(page, 'EUR');
    const first = await callApi<{ responseCode: string; transactionId: number }>(
      page,
      'transferWire',
      {
        fromAccountId: eur.accountId,
        amount: '31.20',
        beneficiaryName: 'Hans Müller',
        iban: 'DE94500700100123456789',
        swift: 'DEUTDEFF',
        bankName: 'Deutsche Bank AG',
        bankCountryCode: 'DE',
        description: reference,
        options: { extraParams: { paymentPurpose: 'goods' } },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(first.responseCode).toBe('00');

    await page.goto(`/history?transactionId=${first.transactionId}`);
    const sheet =
      width < 768
        ? page.getByRole('region', { name: 'Transaction details' })
        : page.getByRole('dialog', { name: 'Transaction details' });
    await sheet.getByRole('link', { name: 'Repeat' }).click();
    await expect(page).toHaveURL(new RegExp(`/transfer/external\\?.*repeat=${first.transactionId}`));

    // The form of the wire to Germany, filled in from that transfer.
    await expect(
      page.getByText('The form is filled in from your transfer to Hans Müller.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Wire (SWIFT)' })).toBeChecked();
    await expect(box(page, /^Beneficiary's full name/)).toHaveValue('Hans Müller');
    await expect(box(page, /^IBAN/)).toHaveValue('DE94500700100123456789');
    await expect(box(page, /BIC \(SWIFT\) code/)).toHaveValue('DEUTDEFF');
    await expect(page.getByRole('button', { name: /Purpose of payment/ })).toContainText('Goods');
    await expect(box(page, /^Amount/)).toHaveValue('31.20');
    await expect(box(page, /^Reference/)).toHaveValue(reference);

    const before = cents(await eurBalance(page));
    await page.getByRole('button', { name: 'Review the transfer' }).click();
    const review = page.getByRole('region', { name: 'Check before you send' });
    await expect(review.getByTestId('review-to')).toContainText('Hans Müller');
    await expect(review.getByTestId('review-sent')).toHaveText('€31.20');
    await expect(review.getByTestId('review-fee')).toHaveText('€10.00');
    await expect(review.getByTestId('review-total')).toHaveText('€41.20');
    await expect(review.getByTestId('review-received')).toHaveText('€31.20');
    expect(cents(await eurBalance(page))).toBe(before); // nothing has left before the confirm

    await review.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible(); // on its way, not yet arrived
    const number = page.getByTestId('transaction-id');
    await expect(number).toHaveText(/^\d+$/);
    const second = Number(await number.textContent());
    expect(second).toBeGreaterThan(first.transactionId);
    await expect(page.getByTestId('outcome-to')).toHaveText('Hans Müller');
    await expect(page.getByRole('link', { name: 'See it in the history' })).toHaveAttribute(
      'href',
      `/history?transactionId=${second}`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0); // one confirmation: no popup beside the outcome
    expect(cents(await eurBalance(page))).toBe(before - 4_120n);
  });
}
