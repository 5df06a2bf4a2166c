import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '@paydeck/ui';
import { useState } from 'react';
import { NOTE_MAX } from '../model/create-rules';
import * as styles from './contracts.css';

export interface TerminateDialogProps {
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/** Request termination: a note is required (the other party reads it and agrees or declines). */
export function TerminateDialog({ onSubmit, onClose }: TerminateDialogProps) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const text = note.trim();
    if (!text) return setProblem(t`Say why the contract should end.`);
    if (text.length > NOTE_MAX) return setProblem(t`The note is too long.`);
    setSending(true);
    try {
      await onSubmit(text);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t`Request termination`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t`Note to the other party`}
          value={note}
          onChange={(value) => {
            setNote(value);
            setProblem(null);
          }}
          isRequired
          isInvalid={!!problem}
          errorMessage={problem ?? undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={sending}>
            <Trans>Send the request</Trans>
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Keep the contract</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
