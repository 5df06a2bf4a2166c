import { expect, test } from '@playwright/test';
import { expectAccessible, journeyTimeout } from '@paydeck/e2e';
import { typeDate } from './support';
import { answer, chooseCountry } from './tax-support';

// The seeded secret of Greta Hansen's director row (WIRE-business.md "Review and journeys"); spent by this journey.
const link = '/self-certification-representative?authSecret=greta-demo-self-certification-0123456789abcdef';

test('a representative completes the self-certification from an auth-secret link without signing in', async ({
  page,
}) => {
  // The whole form (birth, citizenship, a tax residence with its number, the US questions), axe twice and the spent
  // link: 17.4-24.3 s in cold runs on 2026-11-25 and 11-28, 32.3 s in one; twice that is past the standard limit.
  test.setTimeout(journeyTimeout.long);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "Representative's tax self-certification" })).toBeVisible();
  await expect(page.getByText(/Hello, Greta\. As a representative of Northwind Media Ltd/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('paydeck.session'))).toBeNull();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: "Representative's tax self-certification" });
  await typeDate(page, 'Date of birth', '1984-06-02');
  await chooseCountry(form, /Country of birth/, 'Denmark');
  await form.getByRole('textbox', { name: 'Place of birth' }).fill('Aarhus');
  await chooseCountry(form, /Citizenship/, 'Denmark');
  const residence = form.getByRole('group', { name: 'Tax residence 1' });
  await chooseCountry(residence, /Country of tax residence/, 'Denmark');
  await residence.getByRole('textbox', { name: /CPR-nummer/ }).fill('0206841234');
  await answer(page, /Are you a US taxpayer/, 'No');
  await answer(page, /other links to the United States/, 'No');
  await form.getByRole('button', { name: 'Save the self-certification' }).click();

  // nothing to sign without US links: the certification completes at once and the link is spent
  await expect(page.getByText('Thank you: your self-certification is complete')).toBeVisible();
  await expectAccessible(page);
  await page.goto(link);
  await expect(page.getByText('We could not find this self-certification')).toBeVisible();
});
