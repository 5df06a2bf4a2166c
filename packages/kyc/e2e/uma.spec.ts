import { expect, test } from '@playwright/test';
import { callApi, expectAccessible, journeyTimeout, lastMessageId, nextMessage } from '@paydeck/e2e';
import { confirmPhoneByApi, pngFile, review, signInToKyc, statusBanner, typeDate } from './support';

// uma.unverified is the subject of these journeys: the menu that brings her back to /kyc (her KYC pending), her phone
// (her status stays unverified), then her identity document (which verifies her, after which the guard no longer
// sends her to /kyc). Serial, in order.
test.describe.configure({ mode: 'serial' });

test('uma opens History from the menu and the KYC page tells her why she is there instead', async ({ page }) => {
  await signInToKyc(page, 'uma.unverified');
  const reason = page.getByRole('region', { name: 'We brought you here to verify your account' });
  await expect(reason).toHaveCount(0); // signing in lands here by rule: no one sent her from elsewhere

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/kyc\?reason=kycRequired$/);
  // the guard answers from the session's customer: the page says why at once, not after seconds
  await expect(reason).toBeVisible({ timeout: 2_000 });
  await expect(reason).toContainText('The page you opened is available once your account is verified.');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expectAccessible(page);
});

test('uma adds a mobile number on the KYC page and confirms it with the SMS code from the inbox', async ({ page }) => {
  // Signs in, checks the page with axe twice and waits for the SMS: measured up to 40.2 s on a cold run.
  test.setTimeout(journeyTimeout.long);
  await signInToKyc(page, 'uma.unverified');
  const section = page.getByRole('region', { name: 'Phone number' });
  await expectAccessible(page);

  const number = '+37061234599';
  const after = await lastMessageId(page.request, number);
  await section.getByRole('textbox', { name: 'Country code' }).fill('+370');
  await section.getByRole('textbox', { name: 'Mobile number' }).fill('6123 4599');
  await section.getByRole('button', { name: 'Add and send a code' }).click();

  const sms = await nextMessage(page.request, number, 'sms', after);
  expect(sms.code).toMatch(/^\d{6}$/);
  await section.getByRole('textbox', { name: 'Code from the SMS' }).fill(sms.code ?? '');
  await section.getByRole('button', { name: 'Confirm the number' }).click();

  await expect(section.getByRole('listitem').filter({ hasText: number })).toContainText('Confirmed');
  const { kyc } = await callApi<{
    kyc: { phones: { phoneNumber: string; countryCode: string; confirmed: boolean }[] };
  }>(page, 'kycCustomerInfoGet');
  // sent without the plus sign, stored as digits
  expect(kyc.phones).toContainEqual(
    expect.objectContaining({ countryCode: '370', phoneNumber: number, confirmed: true }),
  );
  await expectAccessible(page);
});

interface UploadedDocument {
  id: number;
  statusId: number;
  isSubDocument: boolean;
}
interface Kyc {
  verified: boolean;
  identityDocuments: { id: number; statusId: number; uploadedDocuments: UploadedDocument[] }[];
}

test('uma sends an identity card front and back; the reviewer confirms it; her status goes unverified → verificationProcessing → checked', async ({
  page,
}) => {
  // Signs in, confirms a phone, fills a form, waits for a review: more than one step.
  test.setTimeout(journeyTimeout.long);
  await signInToKyc(page, 'uma.unverified');
  await expect(statusBanner(page)).toContainText('Not verified');
  // Her phone is the other journey's subject: here it is confirmed through the API, as the page does it.
  await confirmPhoneByApi(page, '44', '7700900456');
  await page.reload();

  const form = page.getByRole('form', { name: 'Add an identity document' });
  await form.getByRole('button', { name: /Type of document/ }).click();
  await page.getByRole('option', { name: 'National identity card' }).click();
  await form.getByRole('textbox', { name: 'Document number' }).fill('GB1234567');
  await typeDate(page, 'Issue date', '2022-03-14');
  await typeDate(page, 'Expiry date', '2032-03-13');
  const pages = form.locator('input[type="file"]');
  await expect(pages).toHaveCount(2); // the identity card has a back page
  await pages.nth(0).setInputFiles(pngFile('front.png'));
  await pages.nth(1).setInputFiles(pngFile('back.png'));
  await form.getByRole('button', { name: 'Send the document' }).click();

  await expect(statusBanner(page)).toContainText('Verification in progress');
  const { kyc } = await callApi<{ kyc: Kyc }>(page, 'kycCustomerInfoGet');
  const sent = kyc.identityDocuments.flatMap((document) => document.uploadedDocuments);
  expect(sent.map((document) => document.isSubDocument).sort()).toEqual([false, true]);

  // the reviewer acts on the front page; its back page belongs to it and follows
  const front = sent.find((document) => !document.isSubDocument);
  if (!front) throw new Error('no front page stored');
  await review(page, front.id, 'confirm');
  await page.reload();
  await expect(statusBanner(page)).toContainText('Verified');
  expect((await callApi<{ kyc: Kyc }>(page, 'kycCustomerInfoGet')).kyc.verified).toBe(true);
});
