import { accessRightName, isSelectableAccessRight } from './assignable-rights';

// spec 3: rights 0-4 are given by a person with full access; 5 (uploading) marks an authorised user
const rights: [number, string | undefined, boolean][] = [
  [0, 'none', true],
  [1, 'read', true],
  [2, 'full', true],
  [3, 'initiate', true],
  [4, 'confirmed', true],
  [5, 'uploading', false],
  [6, undefined, false],
];
test.each(rights)('access right %i is %s, selectable %s', (right, name, selectable) => {
  expect(accessRightName(right)).toBe(name);
  expect(isSelectableAccessRight(right)).toBe(selectable);
});
