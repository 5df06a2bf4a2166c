import { Trans } from '@lingui/react/macro';
import { signOut } from '@paydeck/auth';
import { NotificationsBell } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import * as styles from './frame.css';

/** What the header offers a signed-in person; loaded after sign-in, never on public pages. */
export default function SignedInActions() {
  return (
    <>
      <NotificationsBell />
      {/* Under 871 px sign-out lives in the menu drawer, so the header row never wraps. */}
      <span className={styles.desktopOnly}>
        <Button variant="secondary" size="small" onPress={() => void signOut()}>
          <Trans>Sign out</Trans>
        </Button>
      </span>
    </>
  );
}
