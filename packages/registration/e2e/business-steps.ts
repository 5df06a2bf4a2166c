import { expect, type Locator, type Page } from '@playwright/test';
import { typeDate } from './support';

// The business registration's screens as a person fills them (business-full.spec.ts): each step's answers are
// constants, so a journey can fill them and later read every one back after a reload.

export const company = {
  type: 'Affiliate programme',
  name: 'Harbour Media Ltd',
  tradingName: 'Harbour Media',
  email: 'office@harbour.example',
  website: 'https://harbour.example',
  callingCode: '357',
  phone: '22123456',
  activity: 'Affiliate marketing for publishers.',
  turnover: '250000.00',
  source: 'Revenue from sales',
  purpose: 'Paying suppliers',
  deposits: '1,000 to 5,000 EUR',
  employees: '12',
  workCountry: 'Cyprus',
  registrationCountry: 'Cyprus',
  registrationNumber: 'HE400200',
  taxId: 'CY10400200X',
} as const;

export const dueDiligenceQuestions = [
  /regulated by a financial authority/,
  /politically exposed person/,
  /sanctioned countries/,
] as const;

export const address = { street: '1 Harbour Street', city: 'Limassol', postalCode: '3035', country: 'Cyprus' } as const;

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const saveAndGoBack = (page: Page) => page.getByRole('button', { name: 'Save and go back' }).click();
export const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

/** Opens a step from the step navigation, as a person jumps back to an earlier screen. */
export async function openStep(page: Page, step: RegExp) {
  await page.getByRole('navigation', { name: 'Registration steps' }).getByRole('button', { name: step }).click();
}

/** Chooses an option of a react-aria select inside `scope` (the options open in a popover of the page). */
export async function chooseIn(scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The value a select shows on its button. */
export const expectChosen = (scope: Page | Locator, label: string | RegExp, option: string) =>
  expect(scope.getByRole('button', { name: label })).toContainText(option);

/** Picks a country in a country box by typing the start of its English name (an "add" box empties again). */
export async function pickCountry(scope: Page | Locator, label: RegExp, name: string, adds = false) {
  const box = scope.getByRole('combobox', { name: label }).first();
  await box.click();
  await box.pressSequentially(name.slice(0, 4));
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(box).toHaveValue(adds ? '' : name);
}

/** Fills an address group (street, city, postal code, country) by its legend. */
export async function fillAddress(page: Page, legend: string) {
  const group = page.getByRole('group', { name: legend });
  await group.getByRole('textbox', { name: /Street and house number/ }).fill(address.street);
  await group.getByRole('textbox', { name: /^City/ }).fill(address.city);
  await group.getByRole('textbox', { name: /Postal code/ }).fill(address.postalCode);
  await pickCountry(group, /^Country/, address.country);
}

export async function expectAddress(page: Page, legend: string) {
  const group = page.getByRole('group', { name: legend });
  await expect(group.getByRole('textbox', { name: /Street and house number/ })).toHaveValue(address.street);
  await expect(group.getByRole('textbox', { name: /^City/ })).toHaveValue(address.city);
  await expect(group.getByRole('textbox', { name: /Postal code/ })).toHaveValue(address.postalCode);
  await expect(group.getByRole('combobox', { name: /^Country/ })).toHaveValue(address.country);
}

/** A date field shows the day, the month and the year, in the field's own order (the brand's region). */
export async function expectDate(page: Page, label: string, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = page.getByRole('group', { name: label, exact: true }).first().getByRole('spinbutton');
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? ''));
  const shown = async () =>
    (await segments.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))).map((text) => Number(text));
  await expect.poll(shown).toEqual(order.map((type) => Number(parts[type])));
}

/** The four company forms, from generalForm to legalForm; ends on the directors hub. */
export async function fillCompanyForms(page: Page) {
  await heading(page, 'About the company');
  await chooseIn(page, /What the business does/, company.type);
  await page.getByRole('textbox', { name: /Registered name/ }).fill(company.name);
  await page.getByRole('textbox', { name: /Trading name/ }).fill(company.tradingName);
  await page.getByRole('textbox', { name: /Company e-mail/ }).fill(company.email);
  await page.getByRole('textbox', { name: /Website/ }).fill(company.website);
  await page.getByRole('textbox', { name: /Calling code/ }).fill(company.callingCode);
  await page.getByRole('textbox', { name: /Phone number/ }).fill(company.phone);
  await page.getByRole('textbox', { name: /What the company does/ }).fill(company.activity);
  await next(page);

  await heading(page, "The company's finances");
  await page.getByRole('textbox', { name: /Yearly turnover/ }).fill(company.turnover);
  await chooseIn(page, /Source of funds/, company.source);
  await chooseIn(page, /Purpose of the account/, company.purpose);
  await chooseIn(page, /Expected deposits a month/, company.deposits);
  await next(page);

  await heading(page, 'Due diligence');
  for (const question of dueDiligenceQuestions) {
    await page.getByRole('radiogroup', { name: question }).getByText('No').click();
  }
  await pickCountry(page, /Add a country the company works in/, company.workCountry, true);
  await expect(page.getByRole('list', { name: 'Countries the company works in' })).toContainText(company.workCountry);
  await page.getByRole('textbox', { name: /Number of employees/ }).fill(company.employees);
  await next(page);

  await heading(page, 'Registration and addresses');
  await pickCountry(page, /Country of registration/, company.registrationCountry);
  await page.getByRole('textbox', { name: /Registration number/ }).fill(company.registrationNumber);
  await typeDate(page, 'Registration date', '2018-01-15');
  await page.getByRole('textbox', { name: /Tax ID/ }).fill(company.taxId);
  await fillAddress(page, 'Registered address');
  await next(page);
  await heading(page, 'Directors');
}

export interface PersonAnswers {
  first: string;
  last: string;
  birthday: string;
  email?: string;
  /** Personal sources of funds to tick. */
  sources?: readonly string[];
}

/** The person form's own fields (the form is open). */
export async function fillPerson(page: Page, person: PersonAnswers) {
  await page.getByRole('textbox', { name: /First name/ }).fill(person.first);
  await page.getByRole('textbox', { name: /Last name/ }).fill(person.last);
  await typeDate(page, 'Date of birth', person.birthday);
  if (person.email) await page.getByRole('textbox', { name: /^E-mail/ }).fill(person.email);
  await fillAddress(page, 'Home address');
  for (const source of person.sources ?? []) await page.getByText(source, { exact: true }).click();
}

export async function expectPerson(page: Page, person: PersonAnswers) {
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue(person.first);
  await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue(person.last);
  await expectDate(page, 'Date of birth', person.birthday);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(person.email ?? '');
  await expectAddress(page, 'Home address');
  for (const source of person.sources ?? []) await expect(page.getByRole('checkbox', { name: source })).toBeChecked();
}
