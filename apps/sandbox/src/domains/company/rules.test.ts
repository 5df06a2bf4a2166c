// The company domain's pure rules, as tables: what each representative type is asked, a requirement's
// status from its documents, an address's status from its proofs, which target takes which category.
import { addressStatusOf, askedOf, requirementStatus, targetCategories } from './rules.ts';

test.each([
  [2, ['identity', 'address']],
  [6, ['identity', 'address']],
  [9, ['control']],
  [8, ['identity', 'address', 'control']],
  [5, ['identity']],
  [7, ['identity']],
])('type %i is asked %j', (typeId, asked) => {
  expect([...askedOf(typeId)]).toEqual(asked);
});

const doc = (id: number, statusId: number) => ({ id, statusId });

test.each([
  ['nothing given', [], 0],
  ['only a deleted one', [doc(1, 5)], 0],
  ['submitted', [doc(1, 0)], 1],
  ['pending', [doc(1, 41)], 1],
  ['under investigation', [doc(1, 31)], 1],
  ['confirmed', [doc(1, 2)], 2],
  ['rejected', [doc(1, 26)], 3],
  ['canceled', [doc(1, 4)], 3],
  ['name mismatch', [doc(1, 64)], 3],
  ['expired', [doc(1, 38)], 4],
  ['the newest counts: rejected then a new upload', [doc(1, 26), doc(2, 0)], 1],
  ['the newest counts: confirmed then expired', [doc(3, 38), doc(2, 2)], 4],
  ['a deleted newest does not count', [doc(1, 2), doc(2, 5)], 2],
])('requirement: %s → %i', (_case, documents, status) => {
  expect(requirementStatus(documents)).toBe(status);
});

test.each([
  ['no proof keeps the given status', [], 1, 1],
  ['a proof waiting: pending', [doc(1, 41)], 1, 2],
  ['confirmed', [doc(1, 2)], 0, 1],
  ['rejected', [doc(1, 26)], 1, 3],
  ['name mismatch', [doc(1, 64)], 1, 4],
  ['expired: unconfirmed', [doc(1, 38)], 1, 0],
])('address: %s', (_case, documents, given, status) => {
  expect(addressStatusOf(documents, given)).toBe(status);
});

test.each([
  ['corporate', 4, true],
  ['corporate', 10, false],
  ['companyAddress', 7, true],
  ['companyAddress', 8, true],
  ['representativeIdentity', 1, true],
  ['representativeControl', 9, true],
  ['representativeControl', 4, false],
  ['sourceOfWealth', 11, true],
])('target %s takes category %i: %s', (target, category, takes) => {
  expect(targetCategories[target]?.includes(category)).toBe(takes);
});
