import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { hiddenSides, type ItemSpan, pageScroll, scrollToShow } from './side-scroll';

/** How far the edge cues reach over the row (tabs.css.ts draws them this wide). */
export const cueWidth = 40;

const spanOf = (item: HTMLElement): ItemSpan => ({ left: item.offsetLeft, right: item.offsetLeft + item.offsetWidth });

/**
 * A row that scrolls sideways inside itself (its element positioned, so its items' offsets are within it): which
 * sides hide items (kept up to date on scroll, on resize and when an item's width changes with the language), the
 * item named by `currentSelector` scrolled into view once the row is laid out and whenever another item becomes
 * the current one, an item focused from the keyboard scrolled into view clear of the cues, and `scrollPage` for the
 * edges' arrows.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>, currentSelector: string) {
  const [sides, setSides] = useState({ start: false, end: false });
  // the current item last brought into view: a new one (or the first, once the row has a width) is brought in
  const shown = useRef<Element | null>(null);
  // the widths the current item was last placed for: a ResizeObserver also reports on every observe (each render)
  const placedFor = useRef('');

  // every render: the items may have changed, and each needs watching
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    // `relayout`: the row or an item changed size (fonts loaded, words wrapped, the language changed), so where the
    // current item sits has moved and it is brought into view again; a scroll alone leaves it where the person put it.
    const update = (relayout = false) => {
      const current = row.querySelector<HTMLElement>(currentSelector);
      if (current && (current !== shown.current || relayout) && row.clientWidth > 0) {
        shown.current = current;
        row.scrollTo({ left: scrollToShow(row, spanOf(current), cueWidth), behavior: 'instant' });
      }
      setSides((before) => {
        const now = hiddenSides(row);
        return now.start === before.start && now.end === before.end ? before : now;
      });
    };
    update();
    const show = (event: FocusEvent) => {
      const item = event.target instanceof HTMLElement ? event.target : null;
      if (item && item !== row) row.scrollTo({ left: scrollToShow(row, spanOf(item), cueWidth), behavior: 'instant' });
    };
    const scrolled = () => update();
    row.addEventListener('scroll', scrolled, { passive: true });
    row.addEventListener('focusin', show);
    // the row's own size, and its list's (which grows as its items render and with their words)
    const resized = () => {
      const widths = `${row.clientWidth}/${row.scrollWidth}`;
      const relayout = widths !== placedFor.current;
      placedFor.current = widths;
      update(relayout);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    if (observer) {
      observer.observe(row);
      for (const item of row.children) observer.observe(item);
    }
    return () => {
      row.removeEventListener('scroll', scrolled);
      row.removeEventListener('focusin', show);
      observer?.disconnect();
    };
  });

  const scrollPage = useCallback(
    (direction: -1 | 1) => {
      const row = ref.current;
      if (row) row.scrollTo({ left: pageScroll(row, direction) });
    },
    [ref],
  );

  return { ...sides, scrollPage };
}
