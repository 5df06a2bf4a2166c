import { NotificationsBell } from '@paydeck/accounts';
import { PersonMenu } from '@paydeck/auth/person-menu';
import { RequestsBadge } from '@paydeck/transfers/requests-badge';
import * as styles from './frame.css';

/** What the header offers a signed-in person, at its end and never squeezed; loaded after sign-in, never on public pages. */
export default function SignedInActions() {
  return (
    <div className={styles.signedInActions}>
      {/* approvers only (rights 2 and 4): the count of the company's waiting transaction requests */}
      <RequestsBadge />
      <NotificationsBell />
      {/* Under 1280 px the person menu (settings, company switch, sign-out) lives in the menu drawer. */}
      <span className={styles.signedInDesktopOnly}>
        <PersonMenu layout="header" />
      </span>
    </div>
  );
}
