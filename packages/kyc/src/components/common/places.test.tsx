import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Places, PlacesProvider, useBirthCountryCodes, useCountryStates } from './places';

const places: Places = {
  loadStates: async (countryCode) => (countryCode === 'CA' ? [{ stateCode: 'QC', stateName: 'Quebec' }] : []),
  loadBirthCountries: async () => [
    { code: 'DE', name: 'Germany' },
    { code: 'UA', name: 'Ukraine' },
  ],
};
const wrapper = ({ children }: { children: ReactNode }) => <PlacesProvider places={places}>{children}</PlacesProvider>;

test('the birth country choice is limited to dictionaryBirthCountries; without a provider, every country', async () => {
  const limited = renderHook(() => useBirthCountryCodes(), { wrapper });
  await waitFor(() => expect(limited.result.current).toEqual(['DE', 'UA']));
  expect(renderHook(() => useBirthCountryCodes()).result.current).toBeUndefined();
});

test('the states of a country: loading (undefined), then the list; none for no country or no provider', async () => {
  const states = renderHook(({ code }) => useCountryStates(code), { wrapper, initialProps: { code: 'CA' } });
  expect(states.result.current).toBeUndefined();
  await waitFor(() => expect(states.result.current).toEqual([{ stateCode: 'QC', stateName: 'Quebec' }]));
  states.rerender({ code: '' });
  expect(states.result.current).toEqual([]);
  expect(renderHook(() => useCountryStates('CA')).result.current).toEqual([]);
});
