import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './skeleton.css';

/** One grey placeholder bar (hidden from assistive technology: the surrounding SkeletonGroup speaks). */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }) {
  return <span aria-hidden="true" className={styles.bone} style={{ width, height }} />;
}

/**
 * A loading placeholder: a busy region announced as "Loading" with `lines` bars, or the given
 * bars as children.
 */
export function SkeletonGroup({
  lines = 3,
  label,
  children,
}: {
  lines?: number;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t`Loading`} className={styles.group}>
      {children ??
        Array.from({ length: lines }, (_, i) => (
          // The last line is shorter, like the end of a paragraph. Placeholder lines have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Skeleton key={`line-${i + 1}`} width={i === lines - 1 ? '60%' : '100%'} />
        ))}
    </div>
  );
}
