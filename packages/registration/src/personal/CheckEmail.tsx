import { Trans } from '@lingui/react/macro';
import { Button, Link } from '@paydeck/ui';
import * as styles from '../common/registration.css';

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export interface CheckEmailProps {
  /** The sign-in the activation e-mail went to. */
  email: string;
  resend: ResendState;
  onResend: () => void;
}

/** After a personal registration: the activation link is in the person's e-mail (WIRE.md: 7 days). */
export function CheckEmail({ email, resend, onResend }: CheckEmailProps) {
  return (
    <section className={styles.form} aria-labelledby="check-email-title">
      <h1 id="check-email-title" className={styles.title}>
        <Trans>Check your e-mail</Trans>
      </h1>
      <p role="status" className={styles.successMessage}>
        <Trans>
          Your account is open. We sent an activation link to <strong>{email}</strong>. Open it within 7 days to
          activate the account and sign in.
        </Trans>
      </p>
      <p className={styles.muted}>
        <Trans>No e-mail after a few minutes? Look in the spam folder, or ask for a new link.</Trans>
      </p>
      {resend === 'sent' && (
        <p role="status" className={styles.noticeMessage}>
          <Trans>A new link is on its way. The earlier link no longer works.</Trans>
        </p>
      )}
      {resend === 'failed' && (
        <p role="alert" className={styles.errorMessage}>
          <Trans>The link could not be sent now. Try again in a few minutes.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" isLoading={resend === 'sending'} onPress={onResend}>
          <Trans>Send the link again</Trans>
        </Button>
        <Link href="/login">
          <Trans>Go to sign in</Trans>
        </Link>
      </div>
    </section>
  );
}
