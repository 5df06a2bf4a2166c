import { safeReturnPath } from './return-path';

test.each([
  ['/revenue-split/7?identified=1', '/revenue-split/7?identified=1'],
  ['/', '/'],
  ['//evil.example/x', undefined],
  ['/\\evil.example', undefined],
  ['https://evil.example/', undefined],
  ['javascript:alert(1)', undefined],
  ['revenue-split/7', undefined],
  ['/\tx', undefined],
  [7, undefined],
  [undefined, undefined],
])('safeReturnPath(%j) is %j', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected);
});
