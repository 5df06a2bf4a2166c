// @vitest-environment node
import { scrollEdges } from './scroll-edges';

test.each([
  ['fits', { scrollLeft: 0, clientWidth: 800, scrollWidth: 800 }, { start: false, end: false }],
  ['fits but for rounding', { scrollLeft: 0, clientWidth: 800, scrollWidth: 800.6 }, { start: false, end: false }],
  ['wider, at its start', { scrollLeft: 0, clientWidth: 800, scrollWidth: 917 }, { start: false, end: true }],
  ['wider, in the middle', { scrollLeft: 60, clientWidth: 800, scrollWidth: 917 }, { start: true, end: true }],
  ['wider, at its end', { scrollLeft: 117, clientWidth: 800, scrollWidth: 917 }, { start: true, end: false }],
  ['right to left, in the middle', { scrollLeft: -60, clientWidth: 800, scrollWidth: 917 }, { start: true, end: true }],
])('a table that %s hides content at %o', (_, box, edges) => {
  expect(scrollEdges(box)).toEqual(edges);
});
