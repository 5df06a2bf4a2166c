// @vitest-environment node
// The one table of document types (the forms' and the sandbox's): what WIRE.md and WIRE-business.md list.
import { DocumentCategory, documentTypeRule, documentTypeRules, INTERNAL_PASSPORT_TYPE } from './document-types';

const idsOf = (categoryId: number) => documentTypeRules.filter((t) => t.categoryId === categoryId).map((t) => t.id);

test.each([
  ['identity', DocumentCategory.identity, [1, 2, 3, 88]],
  ['address', DocumentCategory.address, [20, 21, 22, 23]],
  ['phone', DocumentCategory.phone, [30]],
  ['other', DocumentCategory.other, [40, 41, 42]],
  ['residence permit', DocumentCategory.residencePermit, [50]],
  ['business registration', DocumentCategory.businessRegistration, [60, 61, 62, 63, 64]],
  ['business address', DocumentCategory.businessAddress, [70, 71, 72]],
  ['business registration address', DocumentCategory.businessRegistrationAddress, [75, 76]],
  ['control document', DocumentCategory.controlDocument, [80, 81, 82, 83]],
  ['business additional', DocumentCategory.businessAdditional, [90, 91, 92, 93]],
  ['source of wealth', DocumentCategory.sourceOfWealth, [95, 96, 97, 98]],
] as const)('%s types: %j', (_name, categoryId, ids) => {
  expect(idsOf(categoryId)).toEqual(ids);
});

test('ids are unique and every type has a name', () => {
  const ids = documentTypeRules.map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(documentTypeRules.every((t) => t.name.trim() !== '')).toBe(true);
});

test('the internal passport: two pages, RU and UA only', () => {
  expect(documentTypeRule(INTERNAL_PASSPORT_TYPE)).toMatchObject({
    name: 'Internal passport',
    needsBackPage: true,
    countryCodes: ['RU', 'UA'],
  });
});

test.each([
  [22, true],
  [20, false],
  [64, false],
  [70, false],
  [72, true],
  [96, false],
  [98, true],
])('type %i may be older than 90 days: %s', (id, old) => {
  expect(documentTypeRule(id)?.mayBeOlderThan90Days).toBe(old);
});
