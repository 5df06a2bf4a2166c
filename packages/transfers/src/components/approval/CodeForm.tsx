import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ApprovalState } from './approval-state';
import * as styles from './approval.css';

type CodeState = Extract<ApprovalState, { step: 'code' }>;

/** The code entry of an sms, otp or approvalCode approval: where the code went, the code, Confirm. */
export function CodeForm({
  state,
  busy,
  onSubmit,
  onClose,
  retry,
}: {
  state: CodeState;
  busy: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
  retry: ReactNode;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const empty = code.trim() === '';
  const { problem, sentTo } = state;
  const error = checked && empty ? t`Enter the code.` : problem ? <ProblemText problem={problem} /> : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!empty) onSubmit(code.trim());
  }

  return (
    <form className={styles.body} onSubmit={submit} noValidate aria-label={t`Approve the payment`}>
      <p className={styles.text}>
        {state.mode === 'sms' &&
          (sentTo ? (
            <Trans>We sent a code by SMS to {sentTo}.</Trans>
          ) : (
            <Trans>We sent a code by SMS to your phone.</Trans>
          ))}
        {state.mode === 'otp' && <Trans>Enter the code from your authenticator app.</Trans>}
        {state.mode === 'approvalCode' &&
          (sentTo ? (
            <Trans>We sent an approval code to {sentTo}. Enter it here or open the link in that e-mail.</Trans>
          ) : (
            <Trans>We sent you an approval code by e-mail. Enter it here or open the link in that e-mail.</Trans>
          ))}
      </p>
      <TextField
        label={t`Code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        isRequired
        autoFocus
        className={styles.codeInput}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      {retry}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Confirm</Trans>
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </form>
  );
}

function ProblemText({ problem }: { problem: NonNullable<CodeState['problem']> }) {
  if (problem.kind === 'server') return <>{problem.text}</>;
  return (
    <Plural
      value={problem.attemptsLeft}
      one="The code is not correct. # attempt left."
      other="The code is not correct. # attempts left."
    />
  );
}
