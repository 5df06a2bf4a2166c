import { expect, test } from '@playwright/test';
import { batchCsv, chooseCountry, mailedLink, signInBoris, upload } from './global-pay-support';

// Issue 38 ("money a person can follow"), at a phone's and a laptop's width: a global pay batch is reviewed before
// it is submitted (nothing leaves on the first press) and ends on one outcome with its reference; the recipient's
// page says in words what a wrong link means and whom to contact; a valid link names the sender and the amount,
// explains its three steps and offers countries by name with search. Lean: no axe (the stories run it).

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a global pay batch is reviewed, then submitted, and says what happened', async ({ page }) => {
      await signInBoris(page);
      await upload(page, batchCsv(2, 0, `review${width}.payee`), `Review ${width} ${Date.now() % 100_000}`);
      await expect(page).toHaveURL(/global-summary\?batchId=\d+/);
      const total = (await page.getByTestId('batch-estimated-total').textContent()) ?? '';
      expect(total).toMatch(/^£\d/); // the money format, not "26.00 GBP"

      await page.getByRole('button', { name: 'Review and submit' }).click();
      const review = page.getByRole('dialog', { name: 'Review the batch' });
      await expect(review.getByTestId('review-total')).toHaveText(total);
      await expect(review).toContainText(/PD\d+/); // from which account
      await review.getByRole('button', { name: 'Back to the batch' }).click();
      await expect(review).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: /^Draft$/ })).toBeVisible(); // nothing was sent

      await page.getByRole('button', { name: 'Review and submit' }).click();
      await review.getByRole('button', { name: 'Confirm and submit' }).click();
      await expect(page.getByRole('heading', { name: 'The batch was submitted' })).toBeVisible();
      await expect(page.getByTestId('batch-reference')).toContainText(/Reference: \d+/);
      await expect(page.getByRole('status').filter({ hasText: /^Submitted$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Review and submit' })).toHaveCount(0);
    });

    test('/receive/bogus says the link does not work and whom to contact', async ({ page }) => {
      await page.goto('/receive/bogus');
      await expect(page.getByRole('heading', { name: 'This payment link does not work' })).toBeVisible();
      await expect(page.getByText(/Contact the person or company who sent it/)).toBeVisible();
      await expect(page.getByText(/paymentSecret|Invalid length/)).toHaveCount(0);
    });

    test('a valid link names the sender and the amount, explains the steps, offers countries by name', async ({
      page,
      browser,
    }) => {
      await signInBoris(page);
      const link = await mailedLink(page, `gp.link${width}.${Date.now() % 100_000}@example.com`);
      const payee = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const recipient = await payee.newPage();
        await recipient.goto(link);
        await expect(recipient.getByRole('heading', { level: 1 })).toHaveText('Northwind Media Ltd sent you £25.00');
        await expect(recipient.getByText('Invoice 1042')).toBeVisible();
        await expect(recipient.getByText('Waiting for the payee')).toHaveCount(0);
        await expect(recipient.getByTestId('recipient-step')).toHaveText('Step 1 of 3');
        await expect(recipient.getByRole('heading', { name: 'Why this is safe' })).toBeVisible();
        await chooseCountry(recipient, recipient, 'spa', 'Spain');
        await recipient
          .getByRole('radiogroup', { name: 'How you receive it' })
          .getByText('Wire', { exact: true })
          .click();
        await expect(recipient.getByTestId('recipient-step')).toHaveText('Step 2 of 3');
        await expect(recipient.getByRole('textbox', { name: 'IBAN' })).toBeVisible();
      } finally {
        await payee.close();
      }
    });
  });
}
