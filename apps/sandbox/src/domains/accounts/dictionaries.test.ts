// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('dictionaries', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test.each([
    ['en', 'Transfer between accounts', 'Germany'],
    ['es', 'Transferencia entre cuentas', 'Alemania'],
    ['ru', 'Перевод между счетами', 'Германия'],
    ['ua', 'Переказ між рахунками', 'Німеччина'],
    ['ro', 'Transfer între conturi', 'Germania'],
    ['pt', 'Transferência entre contas', 'Alemanha'],
  ])('lang %s', async (lang, betweenAccounts, germany) => {
    const types = await t.call('dictionaryTransactionTypes', { lang });
    // The bank's types only: "All transactions" (id 0) is added by the client (payments.md 3).
    expect(types.body.transactionTypes[0]).toEqual({ id: 1, code: 'betweenAccounts', name: betweenAccounts });
    expect(types.body.transactionTypes).toHaveLength(14);
    const countries = await t.call('dictionaryCountries', { lang });
    expect(countries.body.countries.find((c: { code: string }) => c.code === 'DE')?.name).toBe(germany);
  });

  test('without lang, Accept-Language decides; unknown languages fall back to English', async () => {
    const es = await t.call('dictionaryTransactionTypes', {}, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.body.transactionTypes[0].name).toBe('Transferencia entre cuentas');
    const xx = await t.call('dictionaryTransactionTypes', { lang: 'xx' });
    expect(xx.body.transactionTypes[0].name).toBe('Transfer between accounts');
  });

  test('countries: 250 codes (Kosovo too), sorted by name; currencies: the offered ones', async () => {
    const countries = (await t.call('dictionaryCountries', { lang: 'en' })).body.countries as { name: string }[];
    expect(countries).toHaveLength(250);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const currencies = (await t.call('dictionaryCurrencies', { lang: 'en' })).body.currencies;
    expect(currencies.map((c: { code: string }) => c.code).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'RON', 'USD']);
    expect(currencies.find((c: { code: string }) => c.code === 'EUR').name).toBe('Euro');
  });
});
