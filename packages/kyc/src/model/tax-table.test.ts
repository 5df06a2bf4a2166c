import { taxCountryRows } from './tax-countries';
import {
  GENERIC_TAX_ID_NAME,
  isCrsCountry,
  isTaxIdRequired,
  taxCountries,
  taxCountry,
  taxIdentifier,
} from './tax-table';

test('the table covers about 200 countries, each once, by ISO alpha-2 code', () => {
  expect(taxCountries.size).toBe(taxCountryRows.length);
  expect(taxCountries.size).toBeGreaterThanOrEqual(195);
  for (const code of taxCountries.keys()) expect(code).toMatch(/^[A-Z]{2}$/);
});

test.each(['DZ', 'BY', 'BJ', 'BA', 'BW'])('%s: no identifier is required, personal or business (spec 3)', (code) => {
  expect(isTaxIdRequired(code, 'personal')).toBe(false);
  expect(isTaxIdRequired(code, 'business')).toBe(false);
});

test.each(['DZ', 'BY', 'BJ', 'BA', 'NG', 'SZ', 'VA', 'VN'])('%s lies outside CRS (spec 3)', (code) => {
  expect(isCrsCountry(code)).toBe(false);
});

test.each([
  ['LT', 'personal', 'Asmens kodas', true, true],
  ['LT', 'business', 'Juridinio asmens kodas', true, true],
  ['DE', 'personal', 'Steuerliche Identifikationsnummer', true, true],
  ['BR', 'business', 'Cadastro Nacional da Pessoa Jurídica (CNPJ)', true, true],
  ['NG', 'personal', 'Taxpayer Identification Number', true, false],
  ['US', 'business', 'Employer Identification Number (EIN)', true, false],
  // personal and business flags differ: no personal income tax number, a company one
  ['AE', 'personal', 'Emirates ID number', false, true],
  ['AE', 'business', 'Tax Registration Number', true, true],
  ['SA', 'personal', 'National ID or Iqama number', false, true],
  ['SA', 'business', 'Tax Identification Number', true, true],
] as const)('%s %s: %s, required %s, CRS %s', (code, kind, name, required, crs) => {
  expect(taxIdentifier(code, kind)).toEqual({
    countryCode: code,
    name,
    shortName: taxCountry(code)?.shortName,
    required,
    crs,
    known: true,
  });
});

test('most countries require an identifier and apply CRS (spec 3: "required for most", "CRS applies to most")', () => {
  const all = [...taxCountries.values()];
  expect(all.filter((country) => country.personal.required).length).toBeGreaterThan(all.length / 2);
  expect(all.filter((country) => country.crs).length).toBeGreaterThan(all.length / 2);
});

test.each(['XK', 'AQ', 'zz', ''])(
  'unknown country %j gives a non-required identifier under the generic name',
  (code) => {
    const identifier = taxIdentifier(code, 'personal');
    expect(identifier).toMatchObject({ name: GENERIC_TAX_ID_NAME, shortName: 'TIN', required: false, known: false });
    expect(taxIdentifier(code, 'business').required).toBe(false);
  },
);

test('codes are looked up whatever their case and spaces', () => {
  expect(taxIdentifier(' lt ', 'personal')).toMatchObject({ countryCode: 'LT', known: true });
  expect(taxCountry('dz')?.crs).toBe(false);
});

test('a business name left empty in the table is the personal one', () => {
  const italy = taxCountry('IT');
  expect(italy?.business.name).toBe(italy?.personal.name);
});
