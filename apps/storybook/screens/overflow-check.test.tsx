import { afterEach, expect, test } from 'vitest';
import { markCheckedByTest } from '../.storybook/accessibility';
import { overflowAtThisWidth } from '../.storybook/overflow';

/**
 * The overflow check (.storybook/overflow.ts) on pages made for it: what it must find, and what it must let be.
 * Each page is 300 px wide at most, in whatever size the page has, so the verdicts hold at any width.
 */
function page(html: string) {
  markCheckedByTest();
  const root = document.createElement('div');
  root.dataset.overflowFixture = '';
  root.style.width = '300px';
  root.innerHTML = html;
  document.body.append(root);
}

afterEach(() => {
  for (const root of document.querySelectorAll('[data-overflow-fixture]')) root.remove();
});

const wideRow = '<div style="width: 600px"><button type="button" style="margin-left: 500px">Pay</button></div>';

test('a page wider than the viewport: where it starts', () => {
  page(`<div style="width: ${window.innerWidth + 200}px">too wide</div>`);
  const [problem] = overflowAtThisWidth();
  expect(problem).toMatch(/^the page scrolls sideways .*: div "too wide" ends at \d+ px$/);
});

test('a long word pushing the page: the element whose text runs out', () => {
  page(`<p style="width: 100px">${'x'.repeat(400)}</p>`);
  expect(overflowAtThisWidth()[0]).toMatch(/the text of p "x+" runs to \d+ px$/);
});

test('a button cut off by a box that scrolls without saying so', () => {
  page(`<div style="overflow-x: auto">${wideRow}</div>`);
  expect(overflowAtThisWidth()).toEqual([
    'div "Pay" scrolls sideways without saying so',
    'button "Pay" is cut off by div "Pay" (overflow-x: auto)',
  ]);
});

test('a button cut off by a box that hides its overflow', () => {
  page(`<div style="overflow: hidden">${wideRow}</div>`);
  expect(overflowAtThisWidth()).toEqual(['button "Pay" is cut off by div "Pay" (overflow-x: hidden)']);
});

test.each([
  ['a named section', `<section aria-label="Invoices" style="overflow-x: auto">${wideRow}</section>`],
  [
    'a named region',
    `<div role="region" aria-labelledby="t" style="overflow-x: scroll">${wideRow}</div><h2 id="t">Invoices</h2>`,
  ],
])('a button in a region that says it scrolls is in reach: %s', (_, html) => {
  page(html);
  expect(overflowAtThisWidth()).toEqual([]);
});

test('a region without a name does not say it scrolls', () => {
  page(`<section style="overflow-x: auto">${wideRow}</section>`);
  expect(overflowAtThisWidth()).toHaveLength(2);
});

test.each([
  [
    'visually hidden',
    '<div style="overflow: hidden; width: 1px; height: 1px; clip-path: inset(50%)"><a href="/x">Skip</a></div>',
  ],
  [
    'not rendered',
    '<div style="overflow: hidden; width: 10px"><button type="button" style="display: none; margin-left: 500px">Pay</button></div>',
  ],
  [
    'inert',
    '<div inert style="overflow: hidden; width: 10px"><button type="button" style="margin-left: 500px">Pay</button></div>',
  ],
])('a control hidden on purpose is let be: %s', (_, html) => {
  page(html);
  expect(overflowAtThisWidth()).toEqual([]);
});
