import { accessRightName, assignableRights } from './assignable-rights';

// spec 3: rights 0-4 are given by a person with full access; 5 (uploading) marks an authorised user
test.each([
  [0, 'none'],
  [1, 'read'],
  [2, 'full'],
  [3, 'initiate'],
  [4, 'confirmed'],
  [5, 'uploading'],
  [6, undefined],
])('access right %i is labelled %s', (right, name) => {
  expect(accessRightName(right)).toBe(name);
});

test.each([
  ['the server’s list, in its order', [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]],
  ['fewer rights than the labels know: only those', [1, 2], [1, 2]],
  ['uploading is never offered, even if answered', [1, 5, 2], [1, 2]],
  ['a right without a label is not offered', [1, 7], [1]],
  ['nothing answered: nothing offered', [], []],
])('assignable rights: %s', (_case, answered, offered) => {
  expect(assignableRights(answered)).toEqual(offered);
});
