import { Trans } from '@lingui/react/macro';
import { signOut } from '@paydeck/auth';
import { NotificationsBell } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';

/** What the header offers a signed-in person; loaded after sign-in, never on public pages. */
export default function SignedInActions() {
  return (
    <>
      <NotificationsBell />
      <Button variant="secondary" size="small" onPress={() => void signOut()}>
        <Trans>Sign out</Trans>
      </Button>
    </>
  );
}
