import { expect, test } from '@playwright/test';
import { callApi, expectAccessible, lastMessageId, nextMessage } from '@paydeck/e2e';
import { signInToKyc } from './support';

test('uma adds a mobile number on the KYC page and confirms it with the SMS code from the inbox', async ({ page }) => {
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
