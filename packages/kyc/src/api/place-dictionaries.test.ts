import { fakeCaller } from './fake-caller';
import { fetchAddressDocumentTypes, fetchBirthCountries, fetchStates } from './place-dictionaries';

const ok = { responseCode: '00' };
const utilityBill = {
  id: 20,
  name: 'Utility bill',
  needsBackPage: false,
  countryCodes: null,
  mayBeOlderThan90Days: false,
};

test('dictionaryStates sends the country and reads the states with their names', async () => {
  const { api, calls } = fakeCaller({ ...ok, states: [{ stateCode: 'TX', stateName: 'Texas' }] });
  expect(await fetchStates(api, 'US')).toEqual([{ stateCode: 'TX', stateName: 'Texas' }]);
  expect(calls).toEqual([{ method: 'dictionaryStates', payload: { countryCode: 'US' }, files: [] }]);
});

test('customerAddressDocumentTypes is its own call, the country optional', async () => {
  const { api, calls } = fakeCaller({ ...ok, documentTypes: [utilityBill] });
  expect(await fetchAddressDocumentTypes(api)).toEqual([utilityBill]);
  await fetchAddressDocumentTypes(api, 'US');
  expect(calls.map((call) => [call.method, call.payload])).toEqual([
    ['customerAddressDocumentTypes', {}],
    ['customerAddressDocumentTypes', { countryCode: 'US' }],
  ]);
});

test('dictionaryBirthCountries is read in the asked language', async () => {
  const countries = fakeCaller({ ...ok, countries: [{ code: 'UA', name: 'Ukraine' }] });
  expect(await fetchBirthCountries(countries.api, 'en')).toEqual([{ code: 'UA', name: 'Ukraine' }]);
  expect(countries.calls[0]?.method).toBe('dictionaryBirthCountries');
});
