// @vitest-environment node
import { hiddenSides, pageScroll, scrollToShow } from './side-scroll';

// a 300 px view over 900 px of tabs
const at = (scrollLeft: number) => ({ scrollLeft, clientWidth: 300, scrollWidth: 900 });

describe('hiddenSides', () => {
  test.each([
    ['at the start: more at the end', at(0), { start: false, end: true }],
    ['in the middle: more on both sides', at(300), { start: true, end: true }],
    ['at the end: more at the start', at(600), { start: true, end: false }],
    ['rounded to half a pixel off the end', at(599.5), { start: true, end: false }],
    ['everything fits', { scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }, { start: false, end: false }],
  ])('%s', (_, box, sides) => {
    expect(hiddenSides(box)).toEqual(sides);
  });
});

describe('scrollToShow (cues 40 px wide)', () => {
  test.each([
    ['an item in view stays', at(0), { left: 100, right: 200 }, 0],
    ['an item under the end cue comes out from under it', at(0), { left: 200, right: 280 }, 20],
    ['an item past the end is brought in, clear of the end cue', at(0), { left: 500, right: 620 }, 360],
    ['an item before the start is brought in, clear of the start cue', at(600), { left: 300, right: 400 }, 260],
    ['the first item scrolls to the very start', at(300), { left: 0, right: 120 }, 0],
    ['the last item scrolls to the very end', at(0), { left: 800, right: 900 }, 600],
    ['an item wider than the view shows its start', at(0), { left: 400, right: 800 }, 360],
  ])('%s', (_, box, item, scrollLeft) => {
    expect(scrollToShow(box, item, 40)).toBe(scrollLeft);
  });
});

describe('pageScroll', () => {
  test.each([
    ['forwards by three quarters of the view', at(0), 1, 225],
    ['backwards by three quarters of the view', at(450), -1, 225],
    ['not past the end', at(500), 1, 600],
    ['not before the start', at(100), -1, 0],
  ] as const)('%s', (_, box, direction, scrollLeft) => {
    expect(pageScroll(box, direction)).toBe(scrollLeft);
  });
});
