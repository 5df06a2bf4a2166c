import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eurAccount } from '../p2p/fixtures';
import { ExternalForm } from './ExternalForm';
import { sampleCountries, sampleData, sampleLookups } from './fixtures';
import type { ExternalFormProps } from './types';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function show(overrides: Partial<ExternalFormProps> = {}) {
  const props: ExternalFormProps = {
    rail: 'wire',
    countryCode: 'DE',
    countries: sampleCountries,
    accounts: [eurAccount],
    data: sampleData,
    lookups: {
      swift: vi.fn(sampleLookups.swift),
      iban: vi.fn(sampleLookups.iban),
      instantKey: vi.fn(sampleLookups.instantKey),
    },
    onValuesChange: vi.fn(),
    onSubmit: vi.fn(async () => ({})),
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <ExternalForm {...props} />
    </I18nProvider>,
  );
  return props;
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
/** Types a whole value at once (a paste): the rules run once, not per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.click(box(name));
  await user.paste(text);
}

test('an IBAN with a bad checksum is never sent: neither looked up nor submitted', async () => {
  const user = userEvent.setup();
  const props = show();
  await fill(user, /^Beneficiary's full name/, 'Klaus Vermieter');
  await fill(user, /^IBAN/, 'DE89 3704 0044 0532 0130 01');
  await fill(user, /BIC \(SWIFT\)/, 'DEUTDEFF');
  await fill(user, /^Amount/, '10');
  await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(await screen.findByText(/check digits do not match/)).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(props.onSubmit).not.toHaveBeenCalled();
  expect(props.lookups.iban).not.toHaveBeenCalled();
});

test.each([
  ['the IBAN typed first, the BIC after', ['iban', 'swift']],
  ['the BIC typed first, the IBAN after', ['swift', 'iban']],
] as const)('when both lookups answer, the IBAN’s bank stands: %s', async (_case, order) => {
  const user = userEvent.setup();
  const props = show();
  for (const code of order) {
    if (code === 'iban') {
      await fill(user, /^IBAN/, 'DE89 3704 0044 0532 0130 00');
      await waitFor(() => expect(props.lookups.iban).toHaveBeenCalled());
    } else {
      // The IBAN's answer may have filled its own BIC (COBADEFFXXX): another bank's BIC replaces it.
      await user.clear(box(/BIC \(SWIFT\)/));
      await fill(user, /BIC \(SWIFT\)/, 'DEUTDEFF');
      await waitFor(() => expect(props.lookups.swift).toHaveBeenCalledWith('DEUTDEFF'));
    }
    // Each answer is in before the next code is typed.
    await waitFor(() => expect(box(/^Bank name/)).not.toHaveProperty('value', ''));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(box(/^Bank name/)).toHaveProperty('value', 'Commerzbank');
  expect(box(/^Bank address/)).toHaveProperty('value', 'Kaiserplatz');
});

test('the SWIFT lookup fills the bank, and the reviewed wire is sent with them', async () => {
  const user = userEvent.setup();
  // The IBAN dictionary does not know this IBAN: its answer, 400 ms after the IBAN is typed, would otherwise fill
  // its own bank over the SWIFT lookup's before or after Send, by the machine's speed.
  const iban = vi.fn(async () => null);
  const props = show({ lookups: { ...sampleLookups, iban } });
  await fill(user, /^Beneficiary's full name/, 'Klaus Vermieter');
  await fill(user, /BIC \(SWIFT\)/, 'DEUTDEFF');
  await waitFor(() => expect(box(/^Bank name/)).toHaveProperty('value', 'Deutsche Bank'));
  expect(box(/^Bank city/)).toHaveProperty('value', 'Frankfurt am Main');
  await fill(user, /^IBAN/, 'DE89 3704 0044 0532 0130 00');
  await waitFor(() => expect(iban).toHaveBeenCalledWith('DE89370400440532013000'));
  await fill(user, /^Amount/, '10');
  await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(props.onSubmit).not.toHaveBeenCalled(); // the review comes first
  await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
  await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
  expect(props.onSubmit).toHaveBeenCalledWith(
    'wire',
    expect.objectContaining({
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank',
      bankAddress: 'Taunusanlage 12',
      bankZipCode: '60325',
      bankCountryCode: 'DE',
    }),
  );
});

test.each([
  [
    "a beneficiary's name of 141 characters",
    /^Beneficiary's full name/,
    'K'.repeat(141),
    'Use at most 140 characters.',
  ],
  ['a bank city of 101 characters', /^Bank city/, 'F'.repeat(101), 'Use at most 100 characters.'],
  [
    "a beneficiary's address holding a bidi override",
    /^Beneficiary's address/,
    'Hauptstr. \u202e1',
    /invisible text-direction characters/,
  ],
])('%s is refused at its field and never sent', async (_case, field, typed, message) => {
  const user = userEvent.setup();
  // Dictionaries that know neither code: no answer fills the bank's fields over what is typed.
  const props = show({ lookups: { ...sampleLookups, swift: vi.fn(async () => null), iban: vi.fn(async () => null) } });
  if (!field.test("Beneficiary's full name")) await fill(user, /^Beneficiary's full name/, 'Klaus Vermieter');
  await fill(user, /^IBAN/, 'DE89 3704 0044 0532 0130 00');
  await fill(user, /BIC \(SWIFT\)/, 'DEUTDEFF');
  await fill(user, /^Amount/, '10');
  await fill(user, field, typed);
  await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(box(field).getAttribute('aria-invalid')).toBe('true');
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test('a card payout to a blacklisted BIN is refused at the field', async () => {
  const user = userEvent.setup();
  const props = show({ rail: 'oct', data: { ...sampleData, payoutCards: { kind: 'ready', data: [] } } });
  await fill(user, /^Card number/, '4000 0200 0000 0000');
  await fill(user, /^Amount/, '10');
  await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(await screen.findByText(/Payouts to cards of this issuer/)).toBeTruthy();
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test('while the blocked BINs are loading a typed card is not sent; when they arrive the field says why', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn(async () => ({}));
  const props = (blockedBins: ExternalFormProps['data']['blockedBins']): ExternalFormProps => ({
    rail: 'oct',
    countryCode: 'DE',
    countries: sampleCountries,
    accounts: [eurAccount],
    data: { ...sampleData, payoutCards: { kind: 'ready', data: [] }, blockedBins },
    lookups: sampleLookups,
    onValuesChange: () => {},
    onSubmit,
  });
  const view = (blockedBins: ExternalFormProps['data']['blockedBins']) => (
    <I18nProvider i18n={i18n}>
      <ExternalForm {...props(blockedBins)} />
    </I18nProvider>
  );
  const { rerender } = render(view({ kind: 'loading' }));
  await fill(user, /^Card number/, '4000 0200 0000 0000');
  await fill(user, /^Amount/, '10');
  await user.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(await screen.findByText(/issuer cannot be checked yet/)).toBeTruthy();
  rerender(view({ kind: 'ready', data: ['400002'] }));
  expect(await screen.findByText(/Payouts to cards of this issuer/)).toBeTruthy();
  expect(screen.queryByText(/issuer cannot be checked yet/)).toBeNull();
  expect(onSubmit).not.toHaveBeenCalled();
});
