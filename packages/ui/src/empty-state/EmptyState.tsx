import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button "Add an account". */
  action?: ReactNode;
  /** A decorative symbol or illustration (hidden from assistive technology). */
  icon?: ReactNode;
  /** The heading level of the title, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or screen shows when there is nothing in it yet. */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && (
        <div aria-hidden="true" className={styles.icon}>
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.text}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
