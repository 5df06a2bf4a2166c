import { Trans } from '@lingui/react/macro';
import { Button, SkeletonGroup } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { Message } from '../layout/PublicPage';

/** Data a section shows: loading, failed (with the text to show), or ready. */
export type Loadable<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T };

/** Renders a Loadable: a skeleton, the failure with "Try again", or the data. */
export function LoadableView<T>({
  value,
  label,
  onRetry,
  children,
}: {
  value: Loadable<T>;
  /** Announced while loading. */
  label: string;
  onRetry?: (() => void) | undefined;
  children: (data: T) => ReactNode;
}) {
  if (value.kind === 'loading') return <SkeletonGroup lines={3} label={label} />;
  if (value.kind === 'failed')
    return (
      <>
        <Message tone="error">{value.message}</Message>
        {onRetry && (
          <Button variant="secondary" size="small" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </>
    );
  return <>{children(value.data)}</>;
}
