import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { isValidEmail } from '../../model/email';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface RecoveryEmailProps {
  onSubmit: (email: string) => void;
  busy: boolean;
  error?: string | undefined;
  loginHref: string;
}

/** Password recovery, first step: the e-mail the reset link goes to. */
export function RecoveryEmail({ onSubmit, busy, error, loginHref }: RecoveryEmailProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const problem =
    email.trim() === ''
      ? t`Enter your e-mail address.`
      : !isValidEmail(email.trim())
        ? t`Enter a valid e-mail address.`
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSubmit(email.trim());
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="recovery-title">
      <h1 id="recovery-title" className={styles.title}>
        <Trans>Reset your password</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Enter the e-mail you sign in with. We will send you a link to choose a new password.</Trans>
      </p>
      {error && <Message tone="error">{error}</Message>}
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isRequired
        isInvalid={checked && problem !== undefined}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Send the link</Trans>
        </Button>
        <Link href={loginHref}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </form>
  );
}
