import { expect, type Page, type Request, test } from '@playwright/test';
import { loginOf, signIn } from '@paydeck/e2e';

// External rails (issue 17) as rosa.rails, whose money no other journey moves (sandbox seed:
// transfers/external-seed.ts: EUR and USD funds, a usable wire template to Deutsche Bank, a confirmed saved
// card; the blocked BINs 400000, 411111, 555544). Each journey is one behaviour; the form is opened by its
// address (?country=…&rail=…), which the screen keeps for a reload. A valid form goes to its review first; only the
// review's confirm sends (repeat-wire.spec.ts repeats a wire from history).

const rosa = loginOf('rosa.rails');

/** The api methods the page asked, and every request body, from now on. */
function recordCalls(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    methods: () => requests.map((r) => new URL(r.url()).searchParams.get('method')).filter(Boolean),
    bodies: () => requests.map((r) => r.postData() ?? '').join('\n'),
  };
}

async function openForm(page: Page, country: string, rail: string) {
  await signIn(page, rosa);
  await page.goto(`/transfer/external?country=${country}&rail=${rail}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send to a bank or card' })).toBeVisible();
  await page.getByRole('button', { name: /From account/ }).click();
  await page.getByRole('option', { name: /^EUR / }).click();
}

const box = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function choosePurpose(page: Page) {
  await page.getByRole('button', { name: /Purpose of payment/ }).click();
  await page.getByRole('option', { name: 'Goods' }).click();
}

test('a wire to a BR bank without a branch code is refused with a clear message', async ({ page }) => {
  await openForm(page, 'BR', 'wire');
  const calls = recordCalls(page);
  await box(page, /^Beneficiary's full name/).fill('João Silva');
  await page
    .getByRole('radiogroup', { name: /The beneficiary's account/ })
    .getByText('Account number')
    .click();
  await box(page, /^Account number/).fill('123456789');
  await box(page, /BIC \(SWIFT\) code/).fill('BRASBRRJ');
  await expect(box(page, /^Bank name/)).toHaveValue('Banco do Brasil S.A.');
  await box(page, /^Bank code/).fill('001');
  await choosePurpose(page);
  await box(page, /^Amount/).fill('10');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(box(page, /^Branch code/)).toHaveAccessibleDescription(/Enter the branch code: banks in Brazil/);
  expect(calls.methods()).not.toContain('transferWire');
});

test('an IBAN with a bad checksum never leaves the browser', async ({ page }) => {
  await openForm(page, 'DE', 'wire');
  const calls = recordCalls(page);
  await box(page, /^Beneficiary's full name/).fill('Hans Müller');
  await box(page, /^IBAN/).fill('DE89 3704 0044 0532 0130 01');
  await box(page, /BIC \(SWIFT\) code/).fill('DEUTDEFF');
  await choosePurpose(page);
  await box(page, /^Amount/).fill('10');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(box(page, /^IBAN/)).toHaveAccessibleDescription(/its check digits do not match/);
  await page.waitForTimeout(600); // past the lookups' typing pause: a lookup would have gone by now
  expect(calls.bodies()).not.toMatch(/DE89370400440532013001|DE89 3704/);
  expect(calls.methods()).not.toContain('ibanDictionary');
  expect(calls.methods()).not.toContain('transferWire');
});

test("a SWIFT lookup fills the bank's name and address", async ({ page }) => {
  await openForm(page, 'DE', 'wire');
  await box(page, /BIC \(SWIFT\) code/).fill('DEUTDEFF');
  await expect(page.getByText('Bank found: Deutsche Bank AG. Its details are filled in below.')).toBeVisible();
  await expect(box(page, /^Bank name/)).toHaveValue('Deutsche Bank AG');
  await expect(box(page, /^Bank address/)).toHaveValue('Taunusanlage 12');
  await expect(box(page, /^Bank city/)).toHaveValue('Frankfurt am Main');
  await expect(box(page, /^Bank postal code/)).toHaveValue('60325');
});

test('a saved beneficiary, offered first, opens the wire filled in; reviewed and confirmed, it shows in history', async ({
  page,
}) => {
  await signIn(page, rosa);
  await page.goto('/transfer/external');
  const saved = page.getByRole('region', { name: 'Pay a saved beneficiary' });
  await expect(saved.getByRole('button', { name: /Old supplier/ })).toHaveCount(0); // status 3: not usable
  await saved.getByRole('button', { name: /Hans Müller \(Deutsche Bank\)/ }).click();
  await expect(page).toHaveURL(/country=DE&rail=wire&template=1/);
  await expect(box(page, /^IBAN/)).toHaveValue('DE94500700100123456789');
  const reference = `Rent ${Date.now()}`;
  await page.getByRole('button', { name: /From account/ }).click();
  await page.getByRole('option', { name: /^EUR / }).click();
  await choosePurpose(page);
  await box(page, /^Amount/).fill('25');
  await box(page, /^Reference/).fill(reference);
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  const review = page.getByRole('region', { name: 'Check before you send' });
  await expect(review.getByTestId('review-received')).toHaveText('€25.00');
  await review.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('transaction-id')).toHaveText(/^\d+$/);
  await expect(page.getByRole('dialog')).toHaveCount(0); // one confirmation, not a popup and a notice
  await page.getByRole('link', { name: 'See it in the history' }).click();
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('the country is found by typing, and choosing Wire shows no browser message', async ({ page }) => {
  await signIn(page, rosa);
  await page.goto('/transfer/external');
  const country = page.getByRole('combobox', { name: /Country of the beneficiary/ });
  await country.fill('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await expect(page).toHaveURL(/country=DE/);
  await page
    .getByRole('radiogroup', { name: /How to send/ })
    .getByText('Wire (SWIFT)')
    .click();
  await expect(page).toHaveURL(/rail=wire/);
  await expect(page.getByRole('radio', { name: 'Wire (SWIFT)' })).toBeChecked();
  await expect(page.getByText('Please select one of these options.')).toHaveCount(0);
  await expect(page.locator('[required]')).toHaveCount(0); // no browser validation anywhere on the form
});

test('a card payout to a blacklisted BIN is refused before sending', async ({ page }) => {
  const bins = page.waitForResponse((r) => r.url().includes('method=cardBlockedBins'));
  await openForm(page, 'DE', 'oct');
  await bins;
  const calls = recordCalls(page);
  await box(page, /^Card number/).fill('4000 0000 0000 0002'); // BIN 400000 is blocked
  await box(page, /^Amount/).fill('10');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(box(page, /^Card number/)).toHaveAccessibleDescription(/Payouts to cards of this issuer/);
  expect(calls.methods()).not.toContain('transferOct');
});
