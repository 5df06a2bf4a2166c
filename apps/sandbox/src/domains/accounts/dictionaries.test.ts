// @vitest-environment node
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('dictionaries', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test.each([
    ['en', 'All transactions', 'Germany'],
    ['es', 'Todas las transacciones', 'Alemania'],
    ['ru', 'Все операции', 'Германия'],
    ['ua', 'Усі операції', 'Німеччина'],
    ['ro', 'Toate tranzacțiile', 'Germania'],
    ['pt', 'Todas as transações', 'Alemanha'],
  ])('lang %s', async (lang, all, germany) => {
    const types = await t.call('dictionaryTransactionTypes', { lang });
    expect(types.body.transactionTypes[0]).toEqual({ id: 0, code: 'all', name: all });
    expect(types.body.transactionTypes).toHaveLength(15);
    const countries = await t.call('dictionaryCountries', { lang });
    expect(countries.body.countries.find((c: { code: string }) => c.code === 'DE')?.name).toBe(germany);
  });

  test('without lang, Accept-Language decides; unknown languages fall back to English', async () => {
    const es = await t.call('dictionaryTransactionTypes', {}, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.body.transactionTypes[0].name).toBe('Todas las transacciones');
    const xx = await t.call('dictionaryTransactionTypes', { lang: 'xx' });
    expect(xx.body.transactionTypes[0].name).toBe('All transactions');
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
