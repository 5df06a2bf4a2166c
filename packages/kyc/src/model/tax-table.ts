// Lookups over the per-country tax table (identity spec 3): which identifier a country issues to a person or a
// company, whether it is required, whether CRS applies. An unknown country gives a non-required identifier.
import { type TaxCountryRow, taxCountryRows } from './tax-countries';

export const taxKinds = ['personal', 'business'] as const;
/** Whose tax identifier: a person's (personal, representatives, controlling persons) or a company's. */
export type TaxKind = (typeof taxKinds)[number];

export interface TaxCountry {
  countryCode: string;
  /** The identifiers' short name, e.g. "CPF / CNPJ". */
  shortName: string;
  personal: { name: string; required: boolean };
  business: { name: string; required: boolean };
  /** The Common Reporting Standard applies (the country exchanges account information). */
  crs: boolean;
}

const fromRow = ([countryCode, shortName, personal, business, flags]: TaxCountryRow): TaxCountry => ({
  countryCode,
  shortName,
  personal: { name: personal, required: flags.includes('p') },
  business: { name: business ?? personal, required: flags.includes('b') },
  crs: flags.includes('c'),
});

/** The table by ISO alpha-2 code. */
export const taxCountries: ReadonlyMap<string, TaxCountry> = new Map(
  taxCountryRows.map((row) => [row[0], fromRow(row)]),
);

export const taxCountry = (countryCode: string): TaxCountry | undefined =>
  taxCountries.get(countryCode.trim().toUpperCase());

export interface TaxIdentifier {
  countryCode: string;
  /** The identifier's name in the country (a proper name: shown as it is, never translated). */
  name: string;
  shortName: string;
  required: boolean;
  crs: boolean;
  /** False for a country the table does not list. */
  known: boolean;
}

/** The generic name an unknown country's identifier gets. */
export const GENERIC_TAX_ID_NAME = 'Taxpayer Identification Number';

/**
 * The identifier a country gives a person or a company. An unknown country gives a non-required identifier
 * (spec 3) under the generic name; CRS is assumed to apply there (README "Tax table": asking is the safer side).
 */
export function taxIdentifier(countryCode: string, kind: TaxKind): TaxIdentifier {
  const code = countryCode.trim().toUpperCase();
  const country = taxCountries.get(code);
  if (!country) {
    return { countryCode: code, name: GENERIC_TAX_ID_NAME, shortName: 'TIN', required: false, crs: true, known: false };
  }
  const { name, required } = country[kind];
  return { countryCode: code, name, shortName: country.shortName, required, crs: country.crs, known: true };
}

export const isTaxIdRequired = (countryCode: string, kind: TaxKind) => taxIdentifier(countryCode, kind).required;
export const isCrsCountry = (countryCode: string) => taxIdentifier(countryCode, 'personal').crs;
