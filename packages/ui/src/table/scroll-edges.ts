/** A scrolling element's sideways measures, in px (`scrollLeft` is negative in a right-to-left page). */
export interface SidewaysScroll {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Sub-pixel rounding: content this close to an edge is at it. */
const slack = 1;

/** Which edges hide content: `start` once scrolled away from it, `end` while more follows what is in view. */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }: SidewaysScroll): {
  start: boolean;
  end: boolean;
} {
  const scrolled = Math.abs(scrollLeft);
  return { start: scrolled > slack, end: scrolled + clientWidth < scrollWidth - slack };
}
