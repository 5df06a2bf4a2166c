// @vitest-environment node
// The birth countries, personal agreements, states and customer address document types dictionaries, and the
// state an address in a country with states must name (its answer carries the state's name).
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('place dictionaries', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test('dictionaryBirthCountries: every inhabited country, named in the asked language', async () => {
    const { countries } = (await t.call('dictionaryBirthCountries', { lang: 'ru' })).body;
    const codes = countries.map((country: { code: string }) => country.code);
    expect(codes).toContain('UA');
    expect(codes).not.toContain('AQ');
    expect(countries).toContainEqual({ code: 'DE', name: 'Германия' });
  });

  test('dictionaryPersonalAgreements: each agreement names the brand link it opens', async () => {
    const en = (await t.call('dictionaryPersonalAgreements', {})).body.items;
    expect(en).toEqual([
      { id: 1, name: 'Terms and conditions', link: 'terms' },
      { id: 2, name: 'Privacy policy', link: 'privacy' },
      { id: 3, name: 'Fee schedule', link: 'fees' },
    ]);
    const es = (await t.call('dictionaryPersonalAgreements', { lang: 'es' })).body.items;
    expect(es[1]).toEqual({ id: 2, name: 'Política de privacidad', link: 'privacy' });
  });

  test.each([
    ['US', 51, { stateCode: 'TX', stateName: 'Texas' }],
    ['ca', 13, { stateCode: 'QC', stateName: 'Quebec' }],
    ['AU', 8, { stateCode: 'NSW', stateName: 'New South Wales' }],
    ['MX', 32, { stateCode: 'NLE', stateName: 'Nuevo León' }],
    ['DE', 0, undefined],
  ])('dictionaryStates %s: %i states', async (countryCode, count, one) => {
    const { states } = (await t.call('dictionaryStates', { countryCode })).body;
    expect(states).toHaveLength(count);
    if (one) expect(states).toContainEqual(one);
  });

  test.each([
    ['dictionaryStates', {}, 'countryCode'],
    ['dictionaryStates', { countryCode: 'USA' }, 'countryCode'],
    ['customerAddressDocumentTypes', { countryCode: '1' }, 'countryCode'],
  ])('%s with %j is refused on %s', async (method, payload, param) => {
    const answer = (await t.call(method, payload)).body;
    expect(answer.responseCode).toBe('VF');
    expect(answer.validationErrors.map((error: { param: string }) => error.param)).toEqual([param]);
  });

  test('customerAddressDocumentTypes: the proofs of address only, optionally for a country', async () => {
    const all = (await t.call('customerAddressDocumentTypes', { lang: 'pt' })).body.documentTypes;
    expect(all.map((type: { id: number }) => type.id)).toEqual([20, 21, 22, 23]);
    expect(all[0]).toMatchObject({ id: 20, needsBackPage: false, countryCodes: null, mayBeOlderThan90Days: false });
    const forUs = (await t.call('customerAddressDocumentTypes', { countryCode: 'us' })).body.documentTypes;
    expect(forUs.map((type: { id: number }) => type.id)).toEqual([20, 21, 22, 23]);
  });

  describe('an address in a country with states', () => {
    let token: string;
    const address = { addressType: 1, address1: '1 Main St', city: 'Austin', postalCode: '73301', countryCode: 'US' };
    beforeAll(async () => {
      token = (await t.signIn('dora.direct')).accessToken;
    });

    test.each([
      [{}, 'is required for this country'],
      [{ stateCode: 'ZZ' }, 'is not a state of this country'],
    ])('with %j is refused on stateCode', async (extra, description) => {
      const answer = (await t.call('customerAddressCreate', { ...address, ...extra }, { token })).body;
      expect(answer.validationErrors).toEqual([{ param: 'stateCode', description }]);
    });

    test('with a state is stored and answers the state’s name', async () => {
      const answer = (await t.call('customerAddressCreate', { ...address, stateCode: 'TX' }, { token })).body;
      expect(answer.address).toMatchObject({ countryCode: 'US', stateCode: 'TX', stateName: 'Texas' });
    });
  });
});
