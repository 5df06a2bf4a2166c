import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { useId, useState } from 'react';
import type { AttachmentProblem } from '../model/attachments';
import { AttachmentPicker, type PickedFile, readFiles } from './AttachmentPicker';
import * as styles from './support.css';

export interface MessageFormProps {
  /** With a subject: a new ticket; without: a reply. */
  withSubject?: boolean;
  onSend: (input: { subject: string; text: string; files: PickedFile[] }) => Promise<unknown>;
}

/** A reply or a new ticket: the message, optional attachments checked before upload. */
export function MessageForm({ withSubject, onSend }: MessageFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refused, setRefused] = useState<[string, AttachmentProblem][]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (withSubject && !subject.trim()) return setProblem(t`Enter a subject.`);
    if (!text.trim()) return setProblem(t`Write your message.`);
    setSending(true);
    try {
      await onSend({ subject: subject.trim(), text: text.trim(), files });
      setSubject('');
      setText('');
      setFiles([]);
      setProblem(null);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className={styles.stack}
      noValidate
      aria-label={withSubject ? t`New ticket` : t`Reply`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {withSubject && <TextField label={t`Subject`} value={subject} onChange={setSubject} isRequired maxLength={255} />}
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t`Message`}
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          value={text}
          maxLength={10_000}
          required
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </label>
      <AttachmentPicker
        id={`${id}-files`}
        refused={refused}
        onPick={(picked) =>
          void readFiles(picked).then((read) => {
            setFiles(read.picked);
            setRefused(read.refused);
          })
        }
      />
      {files.length > 0 && <p className={styles.muted}>{t`Attached: ${files.map((file) => file.name).join(', ')}`}</p>}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" isLoading={sending}>
          {withSubject ? <Trans>Send the ticket</Trans> : <Trans>Send the reply</Trans>}
        </Button>
      </div>
    </form>
  );
}
