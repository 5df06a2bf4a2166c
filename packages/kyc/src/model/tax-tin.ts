// The tax id rules (identity spec 3 and 5): a tax residence either gives its TIN or, with the no-tax flag, a
// missing-TIN reason; the explanation goes only with CANNOT_OBTAIN; a no-tax entry sends only the reason.
import { type TaxKind, taxIdentifier } from './tax-table';

export const tinMissingReasons = ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED'] as const;
export type TinMissingReason = (typeof tinMissingReasons)[number];

/** One tax residence as the form holds it. */
export interface TaxIdEntry {
  countryCode: string;
  taxId: string;
  /** The no-tax flag: the person has no TIN for this country and gives a reason instead. */
  noTaxId: boolean;
  tinMissingReason: TinMissingReason | '';
  tinMissingExplanation: string;
}

/** One tax residence as the wire carries it (spec 3 "taxIds"). */
export interface TaxIdWire {
  countryCode: string;
  taxId?: string;
  tinMissingReason?: TinMissingReason;
  tinMissingExplanation?: string;
}

export const emptyTaxIdEntry = (countryCode = ''): TaxIdEntry => ({
  countryCode,
  taxId: '',
  noTaxId: false,
  tinMissingReason: '',
  tinMissingExplanation: '',
});

export const MAX_EXPLANATION = 500;
const TIN_FORMAT = /^[A-Z0-9](?:[A-Z0-9 ./-]{0,28}[A-Z0-9])?$/;
/** US SSN, ITIN and EIN: nine digits (dashes allowed where people write them). */
const US_TIN = /^\d{9}$/;

/** Trimmed, upper-cased, inner runs of spaces made one. */
export const normalizeTaxId = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** The reasons a person may give for a country: NO_TIN_IS_REQUIRED only where the table says it is not. */
export function allowedMissingReasons(countryCode: string, kind: TaxKind): readonly TinMissingReason[] {
  return taxIdentifier(countryCode, kind).required ? ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN'] : tinMissingReasons;
}

export type TaxIdProblem =
  | 'countryMissing'
  | 'taxIdMissing'
  | 'taxIdFormat'
  | 'usTaxIdFormat'
  | 'reasonMissing'
  | 'reasonNotAllowed'
  | 'explanationMissing'
  | 'explanationTooLong';

/** What is wrong with one tax residence, or null. */
export function taxIdProblem(entry: TaxIdEntry, kind: TaxKind): TaxIdProblem | null {
  if (!entry.countryCode) return 'countryMissing';
  if (!entry.noTaxId) {
    const taxId = normalizeTaxId(entry.taxId);
    // Where the country does not require one (DZ, an unknown country: spec 3's table), it may be left empty.
    if (!taxId) return taxIdentifier(entry.countryCode, kind).required ? 'taxIdMissing' : null;
    if (entry.countryCode === 'US') return US_TIN.test(taxId.replace(/[\s-]/g, '')) ? null : 'usTaxIdFormat';
    return TIN_FORMAT.test(taxId) ? null : 'taxIdFormat';
  }
  if (!entry.tinMissingReason) return 'reasonMissing';
  if (!allowedMissingReasons(entry.countryCode, kind).includes(entry.tinMissingReason)) return 'reasonNotAllowed';
  if (entry.tinMissingReason === 'CANNOT_OBTAIN') {
    const explanation = entry.tinMissingExplanation.trim();
    if (!explanation) return 'explanationMissing';
    if (explanation.length > MAX_EXPLANATION) return 'explanationTooLong';
  }
  return null;
}

/** The indexes of entries naming a country an earlier entry names already (each country once). */
export function duplicateCountryIndexes(entries: readonly Pick<TaxIdEntry, 'countryCode'>[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  entries.forEach(({ countryCode }, index) => {
    if (!countryCode) return;
    if (seen.has(countryCode)) duplicates.push(index);
    seen.add(countryCode);
  });
  return duplicates;
}

/**
 * The wire form of one tax residence: the TIN, or with the no-tax flag only the reason, plus the explanation
 * only with CANNOT_OBTAIN; a TIN left empty where none is required is NO_TIN_IS_REQUIRED. A US TIN loses its
 * dashes.
 */
export function taxIdForWire(entry: TaxIdEntry): TaxIdWire {
  const { countryCode } = entry;
  if (!entry.noTaxId) {
    const taxId = normalizeTaxId(entry.taxId);
    // Left empty where none is required (taxIdProblem allows it only there): the reason says so.
    if (!taxId) return { countryCode, tinMissingReason: 'NO_TIN_IS_REQUIRED' };
    return { countryCode, taxId: countryCode === 'US' ? taxId.replace(/[\s-]/g, '') : taxId };
  }
  if (!entry.tinMissingReason) return { countryCode };
  if (entry.tinMissingReason !== 'CANNOT_OBTAIN') return { countryCode, tinMissingReason: entry.tinMissingReason };
  return {
    countryCode,
    tinMissingReason: entry.tinMissingReason,
    tinMissingExplanation: entry.tinMissingExplanation.trim(),
  };
}

/** Back from the wire (a saved certification) into the form. */
export function taxIdFromWire(wire: {
  countryCode: string;
  taxId?: string | null | undefined;
  tinMissingReason?: TinMissingReason | null | undefined;
  tinMissingExplanation?: string | null | undefined;
}): TaxIdEntry {
  const noTaxId = !wire.taxId && !!wire.tinMissingReason;
  return {
    countryCode: wire.countryCode,
    taxId: noTaxId ? '' : (wire.taxId ?? ''),
    noTaxId,
    tinMissingReason: noTaxId ? (wire.tinMissingReason ?? '') : '',
    tinMissingExplanation: noTaxId ? (wire.tinMissingExplanation ?? '') : '',
  };
}

/** Global Intermediary Identification Number: XXXXXX.XXXXX.XX.XXX (FATCA registration). */
const GIIN = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/;
export const normalizeGiin = (text: string) => text.trim().toUpperCase();
export const isGiin = (text: string) => GIIN.test(normalizeGiin(text));
