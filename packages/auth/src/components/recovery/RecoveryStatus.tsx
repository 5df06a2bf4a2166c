import { Trans } from '@lingui/react/macro';
import { Button, Link } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface RecoveryStatusProps {
  email: string;
  onResend: () => void;
  onResendActivation: () => void;
  busy: boolean;
  /** What the last resend did. */
  sent?: 'link' | 'activation' | undefined;
  error?: string | undefined;
  loginHref: string;
}

/** Password recovery: the link is on its way; resend it, or the activation e-mail for a new account. */
export function RecoveryStatus({
  email,
  onResend,
  onResendActivation,
  busy,
  sent,
  error,
  loginHref,
}: RecoveryStatusProps) {
  return (
    <section className={styles.form} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        <Trans>Check your e-mail</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>
          If an account uses <strong>{email}</strong>, we sent it a link to choose a new password. The link works for a
          limited time.
        </Trans>
      </p>
      {sent === 'link' && (
        <Message tone="success">
          <Trans>We sent the link again.</Trans>
        </Message>
      )}
      {sent === 'activation' && (
        <Message tone="success">
          <Trans>We sent the activation e-mail again.</Trans>
        </Message>
      )}
      {error && <Message tone="error">{error}</Message>}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onResend} isLoading={busy}>
          <Trans>Send the link again</Trans>
        </Button>
        <Button variant="quiet" onPress={onResendActivation} isDisabled={busy}>
          <Trans>My account is not activated yet</Trans>
        </Button>
      </div>
      <Link href={loginHref}>
        <Trans>Back to sign in</Trans>
      </Link>
    </section>
  );
}
