import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { newPasswordProblem } from '../../model/password';
import { passwordProblemTexts } from '../common/password-messages';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface PasswordChangeInput {
  password: string;
  passwordNew: string;
  passwordNewRepeat: string;
}

export interface PasswordSectionProps {
  onSubmit: (input: PasswordChangeInput) => void;
  busy: boolean;
  /** Waiting for the approval on the phone (push). */
  waitingForPush: boolean;
  error?: string | undefined;
  /** Bumped after a finished change, to empty the form. */
  resetKey?: number | undefined;
}

/** Change password: current, new and repeated; the change is then approved (code or push). */
export function PasswordSection({ resetKey, ...props }: PasswordSectionProps) {
  return <PasswordForm key={resetKey} {...props} />;
}

function PasswordForm({ onSubmit, busy, waitingForPush, error }: Omit<PasswordSectionProps, 'resetKey'>) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [passwordNew, setPasswordNew] = useState('');
  const [passwordNewRepeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const currentProblem = password === '' ? t`Enter your current password.` : undefined;
  const problem = newPasswordProblem(passwordNew, passwordNewRepeat, password);
  const onRepeat = problem === 'mismatch';

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!currentProblem && !problem) onSubmit({ password, passwordNew, passwordNewRepeat });
  }

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.subtitle}>
        <Trans>Change password</Trans>
      </h2>
      {error && <Message tone="error">{error}</Message>}
      {waitingForPush && (
        <Message tone="notice">
          <Trans>Approve the change in the mobile app. This page tells you when it is done.</Trans>
        </Message>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
          isInvalid={checked && currentProblem !== undefined}
          errorMessage={currentProblem}
        />
        <div className={styles.fieldRow}>
          <TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            value={passwordNew}
            onChange={setPasswordNew}
            isRequired
            description={t`At least 8 characters, with a letter and a digit.`}
            isInvalid={checked && problem !== undefined && !onRepeat}
            errorMessage={problem && !onRepeat ? i18n._(passwordProblemTexts[problem]) : undefined}
          />
          <TextField
            label={t`Repeat the new password`}
            type="password"
            autoComplete="new-password"
            value={passwordNewRepeat}
            onChange={setRepeat}
            isRequired
            isInvalid={checked && onRepeat}
            errorMessage={onRepeat ? i18n._(passwordProblemTexts.mismatch) : undefined}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy} isDisabled={waitingForPush}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
