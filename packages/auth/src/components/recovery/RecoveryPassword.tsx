import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { newPasswordProblem } from '../../model/password';
import { passwordProblemTexts } from '../common/password-messages';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface RecoveryPasswordProps {
  email: string;
  onSubmit: (password: string) => void;
  busy: boolean;
  error?: string | undefined;
}

/** Password recovery: the new password, twice. */
export function RecoveryPassword({ email, onSubmit, busy, error }: RecoveryPasswordProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = newPasswordProblem(password, repeat);
  const onRepeat = problem === 'mismatch';

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSubmit(password);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h1 id="password-title" className={styles.title}>
        <Trans>Choose a new password</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>For {email}</Trans>
      </p>
      {error && <Message tone="error">{error}</Message>}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        isRequired
        description={t`At least 8 characters, with a letter and a digit.`}
        isInvalid={checked && problem !== undefined && !onRepeat}
        errorMessage={problem && !onRepeat ? i18n._(passwordProblemTexts[problem]) : undefined}
      />
      <TextField
        label={t`Repeat the new password`}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        isRequired
        isInvalid={checked && onRepeat}
        errorMessage={onRepeat ? i18n._(passwordProblemTexts.mismatch) : undefined}
      />
      <Button type="submit" isLoading={busy}>
        <Trans>Save the new password</Trans>
      </Button>
    </form>
  );
}
