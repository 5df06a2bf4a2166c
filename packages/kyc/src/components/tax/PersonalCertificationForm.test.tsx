import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalCertificationPayload, PersonalCertificationValues } from '../../model/tax-payload';
import { emptyTaxIdEntry } from '../../model/tax-tin';
import { PersonalCertificationForm } from './PersonalCertificationForm';
import { addresses, personalValues } from './tax-fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function show(defaults: PersonalCertificationValues = personalValues) {
  const onSubmit = vi.fn<(payload: PersonalCertificationPayload) => Promise<unknown>>(async () => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <PersonalCertificationForm
        defaults={defaults}
        addresses={addresses}
        today="2026-11-24"
        onSubmit={onSubmit}
        label="Tax self-certification"
      />
    </I18nProvider>,
  );
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the self-certification' }));
  return { onSubmit, save };
}

test('the TIN field is named as the country names it', () => {
  show();
  expect(screen.getByRole('textbox', { name: /Asmens kodas \(AK \/ JAK\)/ })).toBeTruthy();
});

test('a TIN in a bad form is refused on its field and nothing is sent', async () => {
  const { onSubmit, save } = show({ ...personalValues, taxIds: [{ ...emptyTaxIdEntry('LT'), taxId: '12#4' }] });
  await save();
  expect(await screen.findByText(/Use 1 to 30 letters and digits/)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('no TIN: the reason is asked; CANNOT_OBTAIN asks for the explanation, which is then sent with it', async () => {
  const { onSubmit, save } = show();
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'There is no tax identification number for this country' }),
  );
  expect(screen.queryByRole('textbox', { name: /Asmens kodas/ })).toBeNull();
  await save();
  expect(await screen.findByText('Choose why there is no tax identification number.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: /Why is there none/ }));
  // LT requires its number: "not required" is not offered
  expect(screen.queryByRole('option', { name: 'The country does not require one to be given' })).toBeNull();
  await userEvent.click(screen.getByRole('option', { name: 'I cannot obtain a tax identification number' }));
  await save();
  expect(await screen.findByText('Explain why the number cannot be obtained.')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /number not be obtained/ }), 'Applied in October');
  await save();
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.lastCall?.[0].taxIds).toStrictEqual([
    { countryCode: 'LT', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Applied in October' },
  ]);
});

test('a second country can be added and removed; the same country twice is refused', async () => {
  const { onSubmit, save } = show();
  await userEvent.click(screen.getByRole('button', { name: 'Add a country' }));
  const second = screen.getByRole('group', { name: 'Tax residence 2' });
  expect(within(second).getByRole('combobox', { name: /Country of tax residence/ })).toBeTruthy();
  await save();
  expect(await screen.findByText('Choose the country.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Remove tax residence 2' }));
  expect(screen.queryByRole('group', { name: 'Tax residence 2' })).toBeNull();
  await save();
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
});
