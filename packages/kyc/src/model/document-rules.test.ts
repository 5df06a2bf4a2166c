import {
  allowedForCountry,
  DocumentCategory,
  documentTypeRule,
  documentTypeRules,
  pagesProblem,
} from '../api/document-types';
import { checkFile, fileContentProblem, fileKind, issuedDateProblem, MAX_FILE_BYTES } from './document-rules';

const rule = (id: number) => {
  const found = documentTypeRule(id);
  if (!found) throw new Error(`no type ${id}`);
  return found;
};

test('front and back: the identity cards, driving licences, internal passports and residence permits', () => {
  expect(documentTypeRules.filter((type) => type.needsBackPage).map((type) => type.id)).toEqual([2, 3, 88, 50]);
});

test.each([
  [1, { front: true, back: false }, null],
  [1, { front: false, back: false }, 'frontMissing'],
  [1, { front: true, back: true }, 'backNotWanted'],
  [2, { front: true, back: true }, null],
  [2, { front: true, back: false }, 'backMissing'],
  [2, { front: false, back: true }, 'frontMissing'],
  [88, { front: true, back: false }, 'backMissing'],
  [50, { front: true, back: true }, null],
] as const)('type %i with pages %o → %s', (id, pages, expected) => {
  expect(pagesProblem(rule(id), pages)).toBe(expected);
});

test.each([
  [88, 'RU', true],
  [88, 'UA', true],
  [88, 'ua', true],
  [88, 'PL', false],
  [88, 'GB', false],
  [1, 'GB', true],
  [2, 'RU', true],
])('type %i from %s allowed: %s', (id, country, allowed) => {
  expect(allowedForCountry(rule(id), country)).toBe(allowed);
});

test('type 88 stays RU and UA only even when a dictionary lists more countries', () => {
  expect(allowedForCountry({ id: 88, countryCodes: null }, 'DE')).toBe(false);
  expect(allowedForCountry({ id: 88, countryCodes: ['RU', 'UA', 'DE'] }, 'DE')).toBe(false);
});

test('a country list limits other types too', () => {
  expect(allowedForCountry({ id: 7, countryCodes: ['LT'] }, 'LT')).toBe(true);
  expect(allowedForCountry({ id: 7, countryCodes: ['LT'] }, 'LV')).toBe(false);
});

const today = '2026-11-24';
test.each([
  ['utility bill 90 days old', 20, '2026-08-26', null],
  ['utility bill 91 days old', 20, '2026-08-25', 'tooOld'],
  ['bank statement a year old', 21, '2025-11-24', 'tooOld'],
  ['tax notice a year old (may be older)', 22, '2025-11-24', null],
  ['tenancy agreement five years old (may be older)', 23, '2021-11-24', null],
  ['phone bill 91 days old', 30, '2026-08-25', 'tooOld'],
  ['phone bill today', 30, today, null],
  ['passport ten years old (identity: no 90-day rule)', 1, '2016-11-24', null],
  ['source of funds a year old (may be older)', 41, '2025-11-24', null],
  ['other document a year old (not a proof of address)', 40, '2025-11-24', null],
  ['issued tomorrow', 20, '2026-11-25', 'future'],
  ['not a date', 20, '24.11.2026', 'format'],
  ['no such day', 20, '2026-02-30', 'format'],
] as const)('%s → %s', (_name, id, issued, expected) => {
  expect(issuedDateProblem(rule(id), issued, today)).toBe(expected);
});

test('a business address proof follows the 90-day rule by its category', () => {
  const businessAddress = { categoryId: DocumentCategory.businessAddress, mayBeOlderThan90Days: false };
  expect(issuedDateProblem(businessAddress, '2026-01-01', today)).toBe('tooOld');
});

const bytes = (...values: number[]) => new Uint8Array(values);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const pdf = new TextEncoder().encode('%PDF-1.7');
const exe = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0); // MZ: a Windows executable
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0);
const gif = new TextEncoder().encode('GIF89a..');

test.each([
  ['JPEG', jpeg, 'jpeg'],
  ['PNG', png, 'png'],
  ['PDF', pdf, 'pdf'],
  ['an executable', exe, null],
  ['a zip (also .docx)', zip, null],
  ['a GIF', gif, null],
  ['a PNG cut short', png.slice(0, 4), null],
  ['nothing', bytes(), null],
] as const)('%s by its first bytes → %s', (_name, head, kind) => {
  expect(fileKind(head)).toBe(kind);
});

test.each([
  ['a PDF of 1 MB', 1_000_000, pdf, null],
  ['a JPEG of exactly 10 MB', MAX_FILE_BYTES, jpeg, null],
  ['a JPEG one byte over 10 MB', MAX_FILE_BYTES + 1, jpeg, 'tooLarge'],
  ['a 30 MB PDF', 30_000_000, pdf, 'tooLarge'],
  ['an executable named .pdf', 50_000, exe, 'notAccepted'],
  ['an empty file', 0, bytes(), 'empty'],
] as const)('%s → %s', (_name, size, head, expected) => {
  expect(fileContentProblem(size, head)).toBe(expected);
});

test('checkFile reads the first bytes of a file, whatever its name and type say', async () => {
  const renamed = new File([exe, new Uint8Array(100)], 'passport.pdf', { type: 'application/pdf' });
  expect(await checkFile(renamed)).toBe('notAccepted');
  expect(await checkFile(new File([png, new Uint8Array(100)], 'scan.bin'))).toBe(null);
});

test('checkFile refuses a file over the limit without reading it', async () => {
  const huge = {
    size: 30_000_000,
    slice: () => {
      throw new Error('read');
    },
  } as unknown as Blob;
  expect(await checkFile(huge)).toBe('tooLarge');
});
