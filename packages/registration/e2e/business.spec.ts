import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, journeyTimeout, nextMessage } from '@paydeck/e2e';
import { choose, freshEmail, typeDate } from './support';

const draftKey = 'paydeck.registration.draft';
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

/** Picks a country in a country box by typing the start of its English name, as a person does. */
async function pickCountry(scope: Page | Locator, label: RegExp, name: string) {
  const box = scope.getByRole('combobox', { name: label }).first();
  await box.click();
  await box.pressSequentially(name.slice(0, 4));
  await box
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/** Fills an address group (street, city, postal code, country) by its legend. */
async function fillAddress(page: Page, legend: string) {
  const group = page.getByRole('group', { name: legend });
  await group.getByRole('textbox', { name: /Street and house number/ }).fill('1 Harbour Street');
  await group.getByRole('textbox', { name: /^City/ }).fill('Limassol');
  await group.getByRole('textbox', { name: /Postal code/ }).fill('3035');
  await pickCountry(group, /^Country/, 'Cyprus');
  await expect(group.getByRole('combobox', { name: /^Country/ })).toHaveValue('Cyprus');
}

test('a business with one director who owns it all and is its main user registers; a reload keeps the draft; the sent draft is cleared', async ({
  page,
  request,
}) => {
  // Measured 8.5 to 14.1 s alone (four forms, three hubs, a reload, the submit); journeys run several times slower under the
  // full suite (README, "Measured"), so the long limit.
  test.setTimeout(journeyTimeout.long);
  const email = freshEmail('olga.owner');

  await page.goto('/register');
  await page.getByRole('link', { name: /Business account/ }).click();
  await expect(page).toHaveURL(/\/register\/business/);
  await heading(page, 'About the company');
  await expect(page.getByText(/saved in this browser only/)).toBeVisible();
  await expectAccessible(page);

  // generalForm: Next first names what is missing
  await next(page);
  await expect(page.getByText("Enter the company's registered name.")).toBeVisible();
  await choose(page, /What the business does/, 'Affiliate programme');
  await page.getByRole('textbox', { name: /Registered name/ }).fill('Harbour Media Ltd');
  await page.getByRole('textbox', { name: /Company e-mail/ }).fill('office@harbour.example');
  await page.getByRole('textbox', { name: /Calling code/ }).fill('357');
  await page.getByRole('textbox', { name: /Phone number/ }).fill('22123456');
  await page.getByRole('textbox', { name: /What the company does/ }).fill('Affiliate marketing for publishers.');
  await next(page);

  // financialInfoForm
  await heading(page, "The company's finances");
  await page.getByRole('textbox', { name: /Yearly turnover/ }).fill('250000.00');
  await choose(page, /Source of funds/, 'Revenue from sales');
  await choose(page, /Purpose of the account/, 'Paying suppliers');
  await choose(page, /Expected deposits a month/, '1,000 to 5,000 EUR');
  await next(page);

  // dueDilligenceForm
  await heading(page, 'Due diligence');
  for (const question of [/regulated by a financial authority/, /politically exposed person/, /sanctioned countries/]) {
    await page.getByRole('radiogroup', { name: question }).getByText('No').click();
  }
  await pickCountry(page, /Add a country the company works in/, 'Cyprus');
  await expect(page.getByRole('list', { name: 'Countries the company works in' }).getByText('Cyprus')).toBeVisible();
  await page.getByRole('textbox', { name: /Number of employees/ }).fill('12');
  await next(page);

  // legalForm
  await heading(page, 'Registration and addresses');
  await pickCountry(page, /Country of registration/, 'Cyprus');
  await page.getByRole('textbox', { name: /Registration number/ }).fill('HE400200');
  await typeDate(page, 'Registration date', '2018-01-15');
  await fillAddress(page, 'Registered address');
  await next(page);

  // directorsHub → personForm
  await heading(page, 'Directors');
  await page.getByRole('button', { name: 'Add a director' }).click();
  await page.getByRole('textbox', { name: /First name/ }).fill('Olga');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Owner');
  await typeDate(page, 'Date of birth', '1984-03-12');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await fillAddress(page, 'Home address');
  await page.getByText('Salary', { exact: true }).click();
  await page.getByRole('button', { name: 'Save and go back' }).click();
  await heading(page, 'Directors');
  await expect(page.getByRole('list', { name: 'Directors' }).getByText('Olga Owner')).toBeVisible();

  // a reload mid-way: the same screen, the draft as it was
  await page.reload();
  await heading(page, 'Directors');
  await expect(page.getByRole('list', { name: 'Directors' }).getByText('Olga Owner')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Registration steps' })
    .getByRole('button', { name: /Company/ })
    .click();
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('Harbour Media Ltd');
  await page
    .getByRole('navigation', { name: 'Registration steps' })
    .getByRole('button', { name: /Shareholders/ })
    .click();

  // shareholdersHub: the director holds 100 percent, so her sources of funds need details
  await heading(page, 'Shareholders');
  await choose(page, /Or choose someone already entered/, 'Olga Owner');
  const share = page.getByRole('textbox', { name: 'Share of Olga Owner, %' });
  await share.fill('100');
  await share.press('Tab');
  await expect(page.getByText('Together: 100 percent')).toBeVisible();
  await expect(page.getByText('Above 25 percent: give the sources of funds and their details.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Olga Owner' }).click();
  await page.getByRole('textbox', { name: 'Details: Salary' }).fill('Salary as a director since 2018.');
  await page.getByRole('button', { name: 'Save and go back' }).click();
  await heading(page, 'Shareholders');
  await expect(page.getByText('Above 25 percent')).toHaveCount(0);
  await next(page);

  // usersHub: the same person signs in with full access; her e-mail is checked live
  await heading(page, 'Users');
  await choose(page, /Or make someone already entered a user/, 'Olga Owner');
  await expect(page.getByText('This e-mail is free.')).toBeVisible();
  await choose(page, /Rights of Olga Owner/, 'Full access');
  await next(page);

  // the resolution is optional
  await heading(page, 'Business resolution');
  await next(page);

  // submit
  await heading(page, 'Check and send');
  await page.getByLabel(/^Password/).fill('olga-Pass-7');
  await page.getByLabel(/^Repeat the password/).fill('olga-Pass-7');
  await page.getByRole('button', { name: 'Check and send the application' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your application is sent')).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();

  // the activation e-mail went to the applicant
  const mail = await nextMessage(request, email, 'email', 0);
  expect(mail.link).toContain('action=activationBusiness&');

  // the draft is gone: the registration starts afresh
  await page.goto('/register/business');
  await expect(page.getByRole('textbox', { name: /Registered name/ })).toHaveValue('');
});
