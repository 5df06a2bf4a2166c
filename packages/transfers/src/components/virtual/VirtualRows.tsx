// The virtualised rows of a batch (a mass transfer's rows on its confirm screen, global pay's payments): up to
// 1,000 rows keep only those in view in the document. One place for the scroll region and its virtualizer, shared
// by the mass confirm screen's MassRowsTable and global pay's BatchTable.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useRef } from 'react';

/** The virtualizer of `count` rows of `rowHeight` px; `scroller` goes on the ScrollRegion that holds them. */
export function useVirtualRows(count: number, rowHeight: number, initialRect = { width: 800, height: 400 }) {
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect,
  });
  return { scroller, virtual };
}

/** The scrollable region of the rows: named, and reachable by keyboard (also when no row has a control). */
export function ScrollRegion({
  scroller,
  label,
  className,
  children,
}: {
  scroller: RefObject<HTMLElement | null>;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section ref={scroller} className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
