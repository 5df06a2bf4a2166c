import type { ReactNode } from 'react';
import * as styles from './status-badge.css';

export type StatusTone = keyof typeof styles.tone;

/** A short status word ("Active", "Blocked") coloured by tone; the word itself carries the meaning. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`}>
      <span aria-hidden="true" className={styles.dot} />
      {children}
    </span>
  );
}
