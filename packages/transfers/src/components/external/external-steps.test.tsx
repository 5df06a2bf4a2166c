import { ready } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eurAccount } from '../p2p/fixtures';
import { ExternalForm } from './ExternalForm';
import { ExternalScreen, type ExternalScreenProps } from './ExternalScreen';
import { sampleCountries, sampleData, sampleLookups, sampleResult, sampleTemplates, wireFeeData } from './fixtures';
import type { ExternalFormProps } from './types';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const hans = {
  beneficiaryName: 'Hans Müller',
  iban: 'DE89370400440532013000',
  swift: 'DEUTDEFF',
  amount: '100.00',
  bankName: 'Deutsche Bank',
};

function show(overrides: Partial<ExternalFormProps> = {}) {
  const props: ExternalFormProps = {
    rail: 'wire',
    countryCode: 'DE',
    countries: sampleCountries,
    accounts: [eurAccount],
    data: wireFeeData,
    // Dictionaries that know no code: nothing fills the bank's fields over what the test gave.
    lookups: { ...sampleLookups, swift: async () => null, iban: async () => null },
    onValuesChange: vi.fn(),
    onSubmit: vi.fn(async () => ({})),
    initialValues: hans,
    ...overrides,
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <ExternalForm {...props} />
    </I18nProvider>,
  );
  return { props, view };
}

const review = () => screen.getByRole('button', { name: 'Review the transfer' });
const line = (testId: string) => screen.getByTestId(testId).textContent;

test('the review says what leaves, the fee, what arrives, from which account, to whom and when; only its confirm sends', async () => {
  const user = userEvent.setup();
  const { props } = show();
  await user.click(review());
  expect(await screen.findByRole('heading', { name: 'Check before you send' })).toBeTruthy();
  expect(line('review-from')).toBe('EUR · PD0000000011');
  expect(line('review-to')).toContain('Hans Müller');
  expect(line('review-to')).toContain('DE89 3704 0044 0532 0130 00');
  expect(line('review-bank')).toBe('Deutsche Bank · DEUTDEFF · Germany');
  expect(line('review-sent')).toBe('€100.00');
  expect(line('review-fee')).toBe('€10.00');
  expect(line('review-total')).toBe('€110.00');
  expect(line('review-received')).toBe('€100.00');
  expect(screen.getByText(/usually credits it in 1 to 3 business days/)).toBeTruthy();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
  await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
  expect(props.onSubmit).toHaveBeenCalledWith('wire', expect.objectContaining({ amount: '100.00', iban: hans.iban }));
});

test('a fee asked for another amount is not shown: the review waits, and its confirm with it', async () => {
  const user = userEvent.setup();
  show({ initialValues: { ...hans, amount: '250.00' } });
  await user.click(review());
  expect(within(screen.getByTestId('review-fee')).getByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Confirm and send' }).hasAttribute('disabled')).toBe(true);
});

test('an amount the form refuses shows no fee, no total and nothing received, and goes to no review', async () => {
  const user = userEvent.setup();
  // The fee answer on hand is for 100.00; the maximum is 500.00 and 600.00 is typed.
  const feeFor = { fromAccountId: 11, amount: '600.00', countryCode: 'DE', currencyCode: 'EUR' };
  show({ initialValues: { ...hans, amount: '600.00' }, data: { ...wireFeeData, feeFor } });
  const summary = screen.getByRole('definition', { hidden: true }).closest('dl') as HTMLElement;
  expect(within(summary).queryByText('The beneficiary receives')).toBeNull();
  expect(within(summary).queryByText('Total taken from the account')).toBeNull();
  expect(within(summary).queryByText('Fee')).toBeNull();
  await user.click(review());
  expect(await screen.findByText('The amount is more than the most you can send now.')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Check before you send' })).toBeNull();
});

test('a field the bank refuses on confirm goes back to the form, its message at the field', async () => {
  const user = userEvent.setup();
  const refusal = new ApiError({
    kind: 'business',
    code: 'VF',
    message: 'Validation failed',
    validationErrors: [{ param: 'swift', description: 'is not a valid BIC' }],
  });
  show({ onSubmit: vi.fn(async () => Promise.reject(refusal)) });
  await user.click(review());
  await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
  expect(await screen.findByText('is not a valid BIC')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /BIC \(SWIFT\)/ }).getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('heading', { name: 'Check before you send' })).toBeNull();
});

test('no field carries the browser’s own validation: no native `required` anywhere on the screen', async () => {
  const user = userEvent.setup();
  const props: ExternalScreenProps = {
    allowed: true,
    countries: sampleCountries,
    countryCode: 'DE',
    onCountryChange: vi.fn(),
    rails: ready(['oct', 'wire']),
    onRetryRails: vi.fn(),
    rail: null,
    onRailChange: vi.fn(),
    accounts: ready([eurAccount]),
    onRetryAccounts: vi.fn(),
    form: { data: sampleData, lookups: sampleLookups, onValuesChange: vi.fn() },
    onSubmit: vi.fn(),
    accessRight: null,
    onAgain: vi.fn(),
  };
  const { container, rerender } = render(
    <I18nProvider i18n={i18n}>
      <ExternalScreen {...props} />
    </I18nProvider>,
  );
  await user.click(screen.getByRole('radio', { name: 'Wire (SWIFT)' }));
  expect(props.onRailChange).toHaveBeenCalledWith('wire');
  rerender(
    <I18nProvider i18n={i18n}>
      <ExternalScreen {...props} rail="wire" />
    </I18nProvider>,
  );
  await user.click(review());
  expect(await screen.findByText("Enter the beneficiary's full name.")).toBeTruthy();
  expect(container.querySelectorAll('[required]')).toHaveLength(0);
  expect(screen.queryByText('Please select one of these options.')).toBeNull();
});

test.each([
  ['an EFT to the US', 'eft', 'US', "Enter the beneficiary's bank.", /Brazil|Japan/],
  ['a wire to a bank in Brazil', 'wire', 'BR', /banks in Brazil are reached by bank code and branch code/, /Japan/],
] as const)('%s: the bank field’s message speaks of that country', async (_case, rail, country, says, not) => {
  const user = userEvent.setup();
  show({ rail, countryCode: country, initialValues: { amount: '10' }, data: sampleData });
  await user.click(review());
  const bank = await screen.findByText(says);
  expect(bank.textContent).not.toMatch(not);
});

test('saved beneficiaries are offered before the country; choosing one opens it', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ExternalScreen
        allowed
        countries={sampleCountries}
        countryCode={null}
        onCountryChange={vi.fn()}
        rails={null}
        onRetryRails={vi.fn()}
        rail={null}
        onRailChange={vi.fn()}
        accounts={ready([eurAccount])}
        onRetryAccounts={vi.fn()}
        form={{ data: sampleData, lookups: sampleLookups, onValuesChange: vi.fn() }}
        onSubmit={vi.fn()}
        accessRight={null}
        onAgain={vi.fn()}
        saved={{ templates: sampleTemplates, onPick }}
      />
    </I18nProvider>,
  );
  const saved = screen.getByRole('region', { name: 'Pay a saved beneficiary' });
  const country = screen.getByRole('combobox', { name: /Country of the beneficiary/ });
  expect(saved.compareDocumentPosition(country) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Only the usable ones: "Old supplier" (wire 3, EFT 0) is not offered.
  expect(within(saved).queryByRole('button', { name: /Old supplier/ })).toBeNull();
  await user.click(within(saved).getByRole('button', { name: /Rent/ }));
  expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
});

test('a confirmed wire says it was sent, not that it arrived, with its number and history linked', () => {
  render(
    <I18nProvider i18n={i18n}>
      <ExternalScreen
        allowed
        countries={sampleCountries}
        countryCode="DE"
        onCountryChange={vi.fn()}
        rails={ready(['wire'])}
        onRetryRails={vi.fn()}
        rail="wire"
        onRailChange={vi.fn()}
        accounts={ready([eurAccount])}
        onRetryAccounts={vi.fn()}
        form={{ data: wireFeeData, lookups: sampleLookups, onValuesChange: vi.fn() }}
        onSubmit={vi.fn()}
        accessRight={null}
        onAgain={vi.fn()}
        initialResult={sampleResult}
      />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Transfer sent' })).toBeTruthy();
  expect(screen.queryByText('Transfer completed')).toBeNull();
  expect(screen.getByText(/usually credits it in 1 to 3 business days/)).toBeTruthy();
  expect(screen.getByTestId('transaction-id').textContent).toBe('4242');
  expect(screen.getByRole('link', { name: 'See it in the history' }).getAttribute('href')).toBe(
    '/history?transactionId=4242',
  );
});

test.each([
  ['an EFT to the US offers no Brazilian beneficiary', 'eft', 'US', 0],
  ['an EFT to Brazil offers the São Paulo office', 'eft', 'BR', 1],
  ['a wire to Germany offers the rent', 'wire', 'DE', 1],
] as const)('%s', (_case, rail, country, offered) => {
  show({ rail, countryCode: country, initialValues: {}, data: sampleData });
  expect(screen.queryAllByRole('button', { name: /Saved beneficiary/ })).toHaveLength(offered);
});
