import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@paydeck/ui';
import type { ReactNode } from 'react';
import * as styles from '../business.css';

export interface HubRow {
  key: string;
  /** The person's or company's name ("New person" while it has none). */
  name: string;
  /** A short line under the name: a share, the rights. */
  detail?: ReactNode;
  /** What the check found wrong with this one, if anything. */
  problem?: string | undefined;
  /** Extra controls beside Edit and Remove (a share field, a rights choice). */
  controls?: ReactNode;
}

/** The rows of a hub: each with its name, detail, problem, Edit and Remove; an empty state when there are none. */
export function HubList({
  label,
  rows,
  emptyTitle,
  emptyText,
  onEdit,
  onRemove,
  headingLevel = 3,
}: {
  /** The list's accessible name ("Directors"). */
  label: string;
  rows: readonly HubRow[];
  emptyTitle: string;
  emptyText: string;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  /** The empty state's heading level (4 inside a company shareholder's section). */
  headingLevel?: 3 | 4;
}) {
  const { t } = useLingui();
  if (rows.length === 0) return <EmptyState title={emptyTitle} description={emptyText} headingLevel={headingLevel} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map(({ name, ...row }) => (
        <li key={row.key} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.strong}>{name}</span>
            {row.detail && <span className={styles.muted}>{row.detail}</span>}
            {row.problem && <span className={styles.error}>{row.problem}</span>}
          </div>
          <div className={styles.actions}>
            {row.controls}
            <Button size="small" variant="secondary" aria-label={t`Edit ${name}`} onPress={() => onEdit(row.key)}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="small" variant="quiet" aria-label={t`Remove ${name}`} onPress={() => onRemove(row.key)}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
