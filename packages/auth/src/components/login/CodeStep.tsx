import { Trans, useLingui } from '@lingui/react/macro';
import { NativeButton, NativeTextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { CodeAnswer, LoginError } from '../../login/controller';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';
import { loginErrorText } from './messages';

export interface CodeStepProps {
  answer: CodeAnswer;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  busy: boolean;
  error: LoginError | null;
}

/** The second step of the otp and sms flows: the one-time code (sms: the masked phone and the two-digit identifier). */
export function CodeStep({ answer, onSubmit, onCancel, busy, error }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = code.trim() === '' ? t`Enter the code.` : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSubmit(code.trim());
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="code-title">
      <h1 id="code-title" className={styles.title}>
        {answer.flow === 'sms' ? <Trans>Enter the SMS code</Trans> : <Trans>Enter your one-time code</Trans>}
      </h1>
      {answer.flow === 'sms' ? (
        <p className={styles.text}>
          <Trans>
            We sent a code by SMS to <strong>{answer.maskedPhone}</strong>. Use the message marked{' '}
            <strong>{answer.identifier}</strong>.
          </Trans>
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>Enter the code your authenticator shows for this account.</Trans>
        </p>
      )}
      {error && <Message tone="error">{loginErrorText(error, i18n)}</Message>}
      <NativeTextField
        label={answer.flow === 'sms' ? t`SMS code` : t`One-time code`}
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        isRequired
        autoFocus
        className={styles.codeInput}
        isInvalid={checked && problem !== undefined}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <NativeButton type="submit" isLoading={busy}>
          <Trans>Confirm</Trans>
        </NativeButton>
        <NativeButton variant="secondary" onClick={onCancel} isDisabled={busy}>
          <Trans>Cancel</Trans>
        </NativeButton>
      </div>
    </form>
  );
}
