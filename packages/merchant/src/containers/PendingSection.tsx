import { Trans } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';

/** A merchant screen this build does not have yet (README "Status"). */
export function PendingSection() {
  return (
    <p className={pageLayout.muted}>
      <Trans>This screen is not available yet.</Trans>
    </p>
  );
}
