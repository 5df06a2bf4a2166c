import { expect, type Page, test } from '@playwright/test';
import { loginOf, signIn, submitCredentials } from '../support/index.ts';

// In Russian, the bank's own words on the screens that show the most of them (transaction and fee descriptions,
// news, legal documents and statements, company document types and reasons) are Russian: no line of the page's
// main content holds a lowercase English word. Names, e-mails, file names and codes are not words of the bank's and
// are left out (a token with a digit, '@', '.', '/', or one that starts with a capital letter), and so are the words a
// sender typed (a batch's name and its payments' descriptions are shown as typed, in the sender's language).
const typedBySenders = ['Freelancers, design sprint:'];

const englishWords = (line: string): string[] =>
  line.split(/[\s,;:()«»"“”!?]+/).filter((token) => /^[a-z]{3,}$/.test(token));

async function linesWithEnglish(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, line by line, without hidden labels
  const text = await page.getByRole('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !typedBySenders.some((typed) => line.startsWith(typed)))
    .filter((line) => englishWords(line).length > 0);
}

async function expectRussianOnly(page: Page, path: string, heading: RegExp) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ru`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByText(/\S/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await linesWithEnglish(page), `${path} in ru`).toEqual([]);
}

test('anna reads home, history, news and statements in Russian, the bank’s words included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, loginOf('anna.personal'));
  await expectRussianOnly(page, '/home', /./);
  await expectRussianOnly(page, '/history', /./);
  await expectRussianOnly(page, '/news', /./);
  await expectRussianOnly(page, '/statements', /./);
});

test('boris reads his company’s documents in Russian, document types and reasons included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
  await expectRussianOnly(page, '/company-documents', /./);
});
