import { I18nProvider, i18n } from '@paydeck/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { NewAddress } from '../../api/address';
import { AddressForm } from './AddressForm';
import { PlacesProvider } from './places';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const places = {
  loadStates: async (countryCode: string) =>
    countryCode === 'US'
      ? [
          { stateCode: 'NY', stateName: 'New York' },
          { stateCode: 'TX', stateName: 'Texas' },
        ]
      : [],
};
const street = { addressType: 1, address1: '1 Main St', city: 'Austin', postalCode: '73301' };

function renderForm(initial: Partial<NewAddress>, onSubmit: (address: NewAddress) => Promise<unknown>) {
  return render(
    <I18nProvider i18n={i18n}>
      <PlacesProvider places={places}>
        <AddressForm initial={initial} submitLabel="Add the address" onSubmit={onSubmit} />
      </PlacesProvider>
    </I18nProvider>,
  );
}

// The state (dictionaryStates): asked and required where the country has states, never sent where it has none.
test.each([
  ['US without a state', { ...street, countryCode: 'US' }, true, null],
  ['US with Texas', { ...street, countryCode: 'US', stateCode: 'TX' }, true, 'TX'],
  ['DE (no states)', { ...street, countryCode: 'DE', stateCode: 'TX' }, false, undefined],
])('%s', async (_case, initial, asked, sent) => {
  const onSubmit = vi.fn(async (_address: NewAddress) => undefined);
  const { unmount } = renderForm(initial, onSubmit);
  if (asked) expect(await screen.findByRole('combobox', { name: /State, province or territory/ })).toBeTruthy();
  else await waitFor(() => expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull());
  fireEvent.submit(screen.getByRole('form', { name: 'Add the address' }));
  if (sent === null) {
    expect(await screen.findByText('Choose the state.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  } else {
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ countryCode: initial.countryCode, stateCode: sent });
  }
  unmount();
});
