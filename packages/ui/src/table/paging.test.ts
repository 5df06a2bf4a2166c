// @vitest-environment node
import { clampPage, defaultPageSize, pageButtons, pageCount, pageRange, pageSlice } from './paging';

test('the default page size is 25', () => {
  expect(defaultPageSize).toBe(25);
});

test.each([
  [0, 25, 1],
  [1, 25, 1],
  [25, 25, 1],
  [26, 25, 2],
  [50, 25, 2],
  [51, 25, 3],
  [120, 20, 6],
])('pageCount(%i rows, %i a page) is %i', (total, pageSize, count) => {
  expect(pageCount(total, pageSize)).toBe(count);
});

test('a page size of zero is refused', () => {
  expect(() => pageCount(10, 0)).toThrow(RangeError);
});

test.each([
  [1, 0, { first: 0, last: 0 }],
  [1, 10, { first: 1, last: 10 }],
  [1, 60, { first: 1, last: 25 }],
  [2, 60, { first: 26, last: 50 }],
  [3, 60, { first: 51, last: 60 }],
  [9, 60, { first: 51, last: 60 }],
  [0, 60, { first: 1, last: 25 }],
])('on page %i of %i rows the range is %o', (page, total, range) => {
  expect(pageRange(page, total)).toEqual(range);
});

test.each([
  [0, 60, 1],
  [-3, 60, 1],
  [2, 60, 2],
  [4, 60, 3],
  [2.7, 60, 2],
  [5, 0, 1],
])('clampPage(%i, %i rows) is %i', (page, total, clamped) => {
  expect(clampPage(page, total)).toBe(clamped);
});

test('pageSlice cuts the rows of one page', () => {
  const rows = Array.from({ length: 60 }, (_, i) => i + 1);
  expect(pageSlice(rows, 3)).toEqual(rows.slice(50));
  expect(pageSlice(rows, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  expect(pageSlice([], 1)).toEqual([]);
});

test.each([
  [1, 1, [1]],
  [1, 3, [1, 2, 3]],
  [1, 10, [1, 2, 'gap', 10]],
  [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
  [3, 10, [1, 2, 3, 4, 'gap', 10]],
  [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
  [10, 10, [1, 'gap', 9, 10]],
])('pageButtons(page %i of %i) is %j', (page, count, buttons) => {
  expect(pageButtons(page, count)).toEqual(buttons);
});
