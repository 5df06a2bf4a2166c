// The arithmetic of a row that scrolls sideways inside itself (a tab bar wider than its place): which edges hide
// more, where to scroll so an item is in view clear of the cues drawn over the edges, and one press of an arrow.

/** A scrolling element's sideways measures (its `scrollLeft`, `clientWidth`, `scrollWidth`), in px. */
export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** An item's left and right edges in the scroller's content (from its `offsetLeft` and width), in px. */
export interface ItemSpan {
  left: number;
  right: number;
}

/** Sub-pixel rounding: content this close to an edge is at it. */
const slack = 1;

/** Which sides hide content: `start` when scrolled away from the first item, `end` when more follows the view. */
export function hiddenSides(box: ScrollBox): { start: boolean; end: boolean } {
  return {
    start: box.scrollLeft > slack,
    end: box.scrollLeft + box.clientWidth < box.scrollWidth - slack,
  };
}

const maxScroll = (box: ScrollBox) => Math.max(0, box.scrollWidth - box.clientWidth);
const clamp = (value: number, box: ScrollBox) => Math.min(Math.max(0, value), maxScroll(box));

/**
 * The `scrollLeft` that shows the item whole, `cue` px clear of the edge it was hidden behind (the cue covers that
 * much); the current one when it is in view already. An item wider than the view shows its start.
 */
export function scrollToShow(box: ScrollBox, item: ItemSpan, cue: number): number {
  const viewStart = box.scrollLeft + (box.scrollLeft > 0 ? cue : 0);
  const viewEnd = box.scrollLeft + box.clientWidth - (box.scrollLeft < maxScroll(box) ? cue : 0);
  if (item.left < viewStart || item.right - item.left > viewEnd - viewStart) return clamp(item.left - cue, box);
  if (item.right > viewEnd) return clamp(item.right + cue - box.clientWidth, box);
  return box.scrollLeft;
}

/** One press of an edge's arrow: most of a view further (a part of the last view stays, to read on from). */
export function pageScroll(box: ScrollBox, direction: -1 | 1): number {
  return clamp(box.scrollLeft + direction * Math.max(1, Math.round(box.clientWidth * 0.75)), box);
}
