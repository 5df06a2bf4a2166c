import { Trans } from '@lingui/react/macro';
import { Button, SkeletonGroup } from '@paydeck/ui';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** Data a part of a screen shows: loading, failed (with the text to show), or ready. */
export type Loadable<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T };

export const loading = { kind: 'loading' } as const;
export const ready = <T,>(data: T): Loadable<T> => ({ kind: 'ready', data });
export const failed = (message: string): Loadable<never> => ({ kind: 'failed', message });

/** A failure in the page, with "Try again" when it can be retried. */
export function Failure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div role="alert" className={styles.actions}>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** Renders a Loadable: a skeleton, the failure with "Try again", or the data. */
export function LoadableView<T>({
  value,
  label,
  lines = 3,
  onRetry,
  children,
}: {
  value: Loadable<T>;
  /** Announced while loading. */
  label: string;
  lines?: number;
  onRetry?: (() => void) | undefined;
  children: (data: T) => ReactNode;
}) {
  if (value.kind === 'loading') return <SkeletonGroup lines={lines} label={label} />;
  if (value.kind === 'failed') return <Failure message={value.message} onRetry={onRetry} />;
  return <>{children(value.data)}</>;
}
