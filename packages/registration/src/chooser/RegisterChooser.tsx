import { Trans } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import { CancelLink } from '../common/CancelLink';
import * as styles from '../common/registration.css';
import type { RegistrationKindOffered } from '../model/availability';

/** /register: personal or business, only the kinds the brand offers (spec 1, 2.1). */
export function RegisterChooser({ kinds }: { kinds: readonly RegistrationKindOffered[] }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>
          <Trans>Open an account</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>Choose the account that fits you.</Trans>
        </p>
        <ul className={styles.choices}>
          {kinds.includes('personal') && (
            <li>
              <Link href="/register/personal" className={styles.choice}>
                <span className={styles.choiceTitle}>
                  <Trans>Personal account</Trans>
                </span>
                <span className={styles.muted}>
                  <Trans>For you as a person: freelancers, developers, webmasters and others.</Trans>
                </span>
              </Link>
            </li>
          )}
          {kinds.includes('business') && (
            <li>
              <Link href="/register/business" className={styles.choice}>
                <span className={styles.choiceTitle}>
                  <Trans>Business account</Trans>
                </span>
                <span className={styles.muted}>
                  <Trans>For a company: its details, directors, shareholders and users, saved as you go.</Trans>
                </span>
              </Link>
            </li>
          )}
        </ul>
        <CancelLink kind="chooser" />
      </div>
    </div>
  );
}
