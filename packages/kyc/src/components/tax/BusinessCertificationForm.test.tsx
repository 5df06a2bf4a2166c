import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessCertificationPayload, BusinessCertificationValues } from '../../model/tax-payload';
import { emptyTaxIdEntry } from '../../model/tax-tin';
import { BusinessCertificationForm } from './BusinessCertificationForm';
import { addresses, businessValues } from './tax-fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const controller = {
  firstName: 'Boris',
  lastName: 'Business',
  dateOfBirth: '1980-05-01',
  countryOfBirth: 'LT',
  cityOfBirth: 'Kaunas',
  address1: 'Gedimino pr. 9',
  city: 'Vilnius',
  postalCode: 'LT-01103',
  countryCode: 'LT',
  taxIds: [{ ...emptyTaxIdEntry('LT'), taxId: '38005010000' }],
};

function show(defaults: Partial<BusinessCertificationValues>) {
  const onSubmit = vi.fn<(payload: BusinessCertificationPayload) => Promise<unknown>>(async () => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <BusinessCertificationForm
        defaults={{ ...businessValues, ...defaults }}
        addresses={addresses}
        today="2026-11-24"
        onSubmit={onSubmit}
      />
    </I18nProvider>,
  );
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the self-certification' }));
  const answer = (question: RegExp, choice: 'Yes' | 'No') =>
    userEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: choice }));
  return { onSubmit, save, answer };
}

const usAnswered = { hasUSIndicia: false, isUSTaxPayer: false, isDisregardedEntity: false } as const;

test('a general company is asked step by step; a passive one must name its controlling persons', async () => {
  const { onSubmit, save, answer } = show(usAnswered);
  await save();
  expect(await screen.findByText('Choose what kind of company it is.')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: /Other company/ }));
  expect(screen.queryByRole('radiogroup', { name: /owned by a company/ })).toBeNull();
  await answer(/shares regularly traded/, 'No');
  await answer(/owned by a company whose shares/, 'No');
  await answer(/more than half of the company's income/, 'Yes');
  await save();
  expect(await screen.findByText('Add the people who control the company.')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Add a controlling person' }));
  const person = screen.getByRole('group', { name: 'Controlling person 1' });
  // the person's own tax residences: a nested field array
  expect(within(person).getByRole('group', { name: 'Tax residence 1' })).toBeTruthy();
  await save();
  expect((await screen.findAllByText('Enter the first name.')).length).toBe(1);
});

test('a saved passive company sends its controlling persons with their tax ids', async () => {
  const { onSubmit, save } = show({
    ...usAnswered,
    entityType: 'general',
    isPubliclyTraded: false,
    isOwnPubliclyTradedCompany: false,
    isEarnPassiveIncome: true,
    controllingPersons: [controller],
  });
  await save();
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.lastCall?.[0].controllingPersons).toEqual([
    expect.objectContaining({ firstName: 'Boris', taxIds: [{ countryCode: 'LT', taxId: '38005010000' }] }),
  ]);
});

test('a financial institution gives a GIIN in its form, or says why it has none', async () => {
  const { onSubmit, save, answer } = show({ ...usAnswered, entityType: 'financial-institution' });
  await answer(/hold or invest money for its clients/, 'Yes');
  await userEvent.type(screen.getByRole('textbox', { name: /GIIN/ }), '98Q96B-00000');
  await save();
  expect(await screen.findByText('Enter the GIIN as XXXXXX.XXXXX.XX.XXX.')).toBeTruthy();
  await userEvent.click(screen.getByRole('checkbox', { name: 'The company has no GIIN' }));
  await save();
  expect(await screen.findByText('Say why there is no GIIN.')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: /Why has the company no GIIN/ }), 'Registration pending');
  await save();
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
    entityType: 'financial-institution',
    isFinancialInstitution: true,
    giinMissingReason: 'Registration pending',
  });
  expect(onSubmit.mock.lastCall?.[0]).not.toHaveProperty('giin');
});
