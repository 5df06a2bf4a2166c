import { Trans } from '@lingui/react/macro';
import { Link } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

/** Password recovery: done. */
export function RecoverySuccess({ loginHref }: { loginHref: string }) {
  return (
    <section className={styles.form} aria-labelledby="success-title">
      <h1 id="success-title" className={styles.title}>
        <Trans>Password changed</Trans>
      </h1>
      <Message tone="success">
        <Trans>Your password has been successfully updated</Trans>
      </Message>
      <p className={styles.text}>
        <Trans>If you use the mobile app, link your device again with the new password.</Trans>
      </p>
      <Link href={loginHref}>
        <Trans>Sign in</Trans>
      </Link>
    </section>
  );
}
