import { Trans, useLingui } from '@lingui/react/macro';
import { NativeButton, NativeLink, NativeTextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { LoginError } from '../../login/controller';
import { isValidEmail } from '../../model/email';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';
import { type LoginNotice, loginErrorText, noticeTexts } from './messages';

export interface LoginFormProps {
  onSubmit: (credentials: { username: string; password: string }) => void;
  busy: boolean;
  error: LoginError | null;
  notice?: LoginNotice | undefined;
  /** Where "Forgot your password?" leads. */
  recoveryHref: string;
  /** Where "Create an account" leads; none when the brand disables registration. */
  registerHref?: string | undefined;
}

/** The credentials step: username (an e-mail by the spec's rule) and password. */
export function LoginForm({ onSubmit, busy, error, notice, recoveryHref, registerHref }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const usernameProblem =
    username.trim() === ''
      ? t`Enter your e-mail address.`
      : !isValidEmail(username.trim())
        ? t`Enter a valid e-mail address.`
        : undefined;
  const passwordProblem = password === '' ? t`Enter your password.` : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (usernameProblem || passwordProblem) return;
    onSubmit({ username: username.trim(), password });
  }

  const noticeText = notice ? noticeTexts[notice] : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Sign in</Trans>
      </h1>
      {noticeText && (
        <Message tone={noticeText.tone} title={noticeText.title ? i18n._(noticeText.title) : undefined}>
          {i18n._(noticeText.body)}
        </Message>
      )}
      {error && <Message tone="error">{loginErrorText(error, i18n)}</Message>}
      <NativeTextField
        label={t`E-mail`}
        type="email"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        isRequired
        isInvalid={checked && usernameProblem !== undefined}
        errorMessage={usernameProblem}
      />
      <NativeTextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
        isInvalid={checked && passwordProblem !== undefined}
        errorMessage={passwordProblem}
      />
      <NativeButton type="submit" isLoading={busy} fullWidth>
        <Trans>Sign in</Trans>
      </NativeButton>
      <div className={styles.links}>
        <NativeLink href={recoveryHref}>
          <Trans>Forgot your password?</Trans>
        </NativeLink>
        {registerHref && (
          <NativeLink href={registerHref}>
            <Trans>Create an account</Trans>
          </NativeLink>
        )}
      </div>
    </form>
  );
}
