import {
  allowedMissingReasons,
  duplicateCountryIndexes,
  emptyTaxIdEntry,
  isGiin,
  normalizeTaxId,
  type TaxIdEntry,
  taxIdForWire,
  taxIdFromWire,
  taxIdProblem,
} from './tax-tin';

const entry = (fields: Partial<TaxIdEntry>): TaxIdEntry => ({ ...emptyTaxIdEntry('LT'), ...fields });

test.each([
  [{ countryCode: '' }, 'personal', 'countryMissing'],
  [{ taxId: '' }, 'personal', 'taxIdMissing'],
  [{ taxId: '   ' }, 'personal', 'taxIdMissing'],
  // not required for the country (spec 3's table: DZ, BW; an unknown country): it may be left empty
  [{ countryCode: 'DZ', taxId: '' }, 'personal', null],
  [{ countryCode: 'BW', taxId: '  ' }, 'business', null],
  [{ countryCode: 'ZZ', taxId: '' }, 'personal', null],
  [{ taxId: '38001010000' }, 'personal', null],
  [{ taxId: 'de 123/456.78-9' }, 'business', null],
  [{ taxId: 'A' }, 'personal', null],
  [{ taxId: '12#45' }, 'personal', 'taxIdFormat'],
  [{ taxId: '-1234' }, 'personal', 'taxIdFormat'],
  [{ taxId: 'X'.repeat(31) }, 'personal', 'taxIdFormat'],
  [{ countryCode: 'US', taxId: '123-45-6789' }, 'personal', null],
  [{ countryCode: 'US', taxId: '12-3456789' }, 'business', null],
  [{ countryCode: 'US', taxId: '12345678' }, 'personal', 'usTaxIdFormat'],
  [{ countryCode: 'US', taxId: 'AB3456789' }, 'business', 'usTaxIdFormat'],
  [{ noTaxId: true }, 'personal', 'reasonMissing'],
  [{ noTaxId: true, tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' }, 'personal', null],
  // LT requires its identifier: "no TIN is required" is not a reason there
  [{ noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'personal', 'reasonNotAllowed'],
  [{ countryCode: 'BW', noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'personal', null],
  [{ countryCode: 'AE', noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'personal', null],
  [{ countryCode: 'AE', noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'business', 'reasonNotAllowed'],
  [{ countryCode: 'XK', noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED' }, 'business', null],
  [{ noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN' }, 'personal', 'explanationMissing'],
  [{ noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: '  ' }, 'personal', 'explanationMissing'],
  [{ noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Not issued yet' }, 'personal', null],
  [
    { noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'x'.repeat(501) },
    'business',
    'explanationTooLong',
  ],
  // the no-tax flag wins over a TIN typed before it was ticked
  [{ noTaxId: true, taxId: '123', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' }, 'personal', null],
] as const)('%o (%s) → %s', (fields, kind, problem) => {
  expect(taxIdProblem(entry(fields), kind)).toBe(problem);
});

test.each([
  ['LT', 'personal', ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN']],
  ['DZ', 'business', ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED']],
  ['QA', 'personal', ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED']],
  ['QA', 'business', ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN']],
] as const)('%s %s offers %o', (code, kind, reasons) => {
  expect(allowedMissingReasons(code, kind)).toEqual(reasons);
});

test.each([
  [{ taxId: ' ab  12 ' }, { countryCode: 'LT', taxId: 'AB 12' }],
  // left empty where none is required: the reason says so
  [
    { countryCode: 'DZ', taxId: ' ' },
    { countryCode: 'DZ', tinMissingReason: 'NO_TIN_IS_REQUIRED' },
  ],
  [
    { countryCode: 'US', taxId: '123-45-6789' },
    { countryCode: 'US', taxId: '123456789' },
  ],
  // the no-tax flag sends only the reason (spec 5): no TIN, no explanation
  [
    { noTaxId: true, taxId: '999', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE', tinMissingExplanation: 'left over' },
    { countryCode: 'LT', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' },
  ],
  [
    { noTaxId: true, tinMissingReason: 'NO_TIN_IS_REQUIRED', tinMissingExplanation: 'left over' },
    { countryCode: 'LT', tinMissingReason: 'NO_TIN_IS_REQUIRED' },
  ],
  // the explanation only with CANNOT_OBTAIN
  [
    { noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: ' Applied, not issued yet ' },
    { countryCode: 'LT', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Applied, not issued yet' },
  ],
  // a TIN never carries a reason or an explanation
  [
    { taxId: '38001010000', tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'stale' },
    { countryCode: 'LT', taxId: '38001010000' },
  ],
] as const)('%o is sent as %o', (fields, wire) => {
  expect(taxIdForWire(entry(fields))).toStrictEqual(wire);
});

test.each([
  [{ countryCode: 'LT', taxId: '38001010000' }, entry({ taxId: '38001010000' })],
  [
    { countryCode: 'LT', taxId: null, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Why' },
    entry({ noTaxId: true, tinMissingReason: 'CANNOT_OBTAIN', tinMissingExplanation: 'Why' }),
  ],
  [{ countryCode: 'LT' }, entry({})],
] as const)('saved %o is read back as %o', (wire, form) => {
  expect(taxIdFromWire(wire)).toEqual(form);
});

test('each country once: the later entries naming a country again are marked', () => {
  expect(duplicateCountryIndexes([{ countryCode: 'LT' }, { countryCode: '' }, { countryCode: 'LT' }])).toEqual([2]);
  expect(duplicateCountryIndexes([{ countryCode: '' }, { countryCode: '' }])).toEqual([]);
});

test('tax ids are normalised before they are judged or sent', () => {
  expect(normalizeTaxId('  de\t12 345 ')).toBe('DE 12 345');
});

test.each([
  ['98Q96B.00000.LE.250', true],
  [' 98q96b.00000.le.250 ', true],
  ['98Q96B.00000.LE.25', false],
  ['98Q96B-00000-LE-250', false],
  ['', false],
])('GIIN %j valid: %s', (giin, valid) => {
  expect(isGiin(giin)).toBe(valid);
});
