import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '@paydeck/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface CodeConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  busy: boolean;
  /** The server's message (an HTTP 400 on confirm puts it here). */
  error?: string | undefined;
}

/** The SMS or one-time code approval popup of a settings change. */
export function CodeConfirmDialog({
  isOpen,
  title,
  description,
  onSubmit,
  onCancel,
  busy,
  error,
}: CodeConfirmDialogProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = code.trim() === '' ? t`Enter the code.` : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSubmit(code.trim());
  }

  return (
    <Dialog title={title} isOpen={isOpen} isDismissable={false} onOpenChange={(open) => !open && onCancel()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.text}>{description}</p>
        {error && <Message tone="error">{error}</Message>}
        <TextField
          label={t`Code`}
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
          <Button type="submit" isLoading={busy}>
            <Trans>Confirm</Trans>
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
