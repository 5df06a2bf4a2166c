import { Trans } from '@lingui/react/macro';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';

/** The screen shown when a part of the app failed: a short apology and a way to try again. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon="⚠"
        title={<Trans>Something went wrong</Trans>}
        description={<Trans>This part of the page could not be shown. Please try again.</Trans>}
        action={
          <Button onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </div>
  );
}
