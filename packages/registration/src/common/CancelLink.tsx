import { Trans } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import { type RegistrationKind, tellHostCancelled } from './host-events';

/** "Back to sign in": leaves registration, and tells the mobile-app host it was cancelled. */
export function CancelLink({ kind }: { kind: RegistrationKind | 'chooser' }) {
  return (
    <Link href="/login" onPress={() => void tellHostCancelled(kind)}>
      <Trans>I already have an account: sign in</Trans>
    </Link>
  );
}
