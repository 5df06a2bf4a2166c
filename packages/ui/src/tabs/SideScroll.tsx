import { type ReactNode, useRef } from 'react';
import { cx } from '../cx';
import * as styles from './tabs.css';
import { useSideScroll } from './useSideScroll';

export interface SideScrollProps {
  /** The row's name, said while it scrolls (it is then a region): the name of the list inside. */
  label?: string | undefined;
  labelledBy?: string | undefined;
  /** The item to keep in view (`[aria-current="step"]`, a selected tab), scrolled to whenever another is current. */
  currentSelector: string;
  /** The bar's look around the row (a tab bar's line under it). */
  className?: string | undefined;
  children: ReactNode;
}

function Chevron({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor">
      <path d={direction === 'start' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} strokeWidth="2" />
    </svg>
  );
}

/**
 * A row of items (tabs, steps) that scrolls sideways inside itself when it does not fit, never the page: a fade and
 * an arrow at each side that hides items say there are more, the current item is scrolled into view, and an item
 * reached from the keyboard comes into view. The arrows are for a pointer (each moves most of a view on); a
 * keyboard and a screen reader reach every item in the list itself, so the arrows are hidden from them. While it
 * scrolls, the row is a region named like its list: a region that says it scrolls.
 */
export function SideScroll({ label, labelledBy, currentSelector, className, children }: SideScrollProps) {
  const row = useRef<HTMLDivElement>(null);
  const { start, end, scrollPage } = useSideScroll(row, currentSelector);
  const region = start || end ? { role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy } : {};
  return (
    <div className={cx(styles.bar, className)}>
      <div ref={row} className={styles.row} {...region}>
        {children}
      </div>
      {start && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.startCue}
          onClick={() => scrollPage(-1)}
        >
          <Chevron direction="start" />
        </button>
      )}
      {end && (
        <button type="button" tabIndex={-1} aria-hidden="true" className={styles.endCue} onClick={() => scrollPage(1)}>
          <Chevron direction="end" />
        </button>
      )}
    </div>
  );
}
