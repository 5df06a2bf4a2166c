import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { useId, useState } from 'react';
import type { HelpdeskIdentity } from '../api/schemas';
import { ATTACHMENTS_PER_MESSAGE, type AttachmentProblem } from '../model/attachments';
import { defaultTicketFormRules, type TicketFormRules } from '../model/ticket-fields';
import { AttachmentPicker, type PickedFile, readFiles } from './AttachmentPicker';
import * as styles from './support.css';

export interface MessageFormProps {
  /** With a subject: a new ticket; without: a reply. */
  withSubject?: boolean;
  /** A new ticket's fields as the helpdesk lists them (GET ticketsFields). */
  rules?: TicketFormRules;
  /** Who the helpdesk knows the person as (POST me): shown on a new ticket. */
  identity?: HelpdeskIdentity | undefined;
  onSend: (input: { subject: string; text: string; files: PickedFile[] }) => Promise<unknown>;
}

/** A reply or a new ticket: the message, optional attachments checked before upload. */
export function MessageForm({ withSubject, rules = defaultTicketFormRules, identity, onSend }: MessageFormProps) {
  const { t } = useLingui();
  const askSubject = withSubject === true && rules.subject.asked;
  const messageRule = withSubject ? rules.description : defaultTicketFormRules.description;
  const id = useId();
  const fromLine = ({ name, email }: HelpdeskIdentity) => (email ? t`From ${name} (${email})` : t`From ${name}`);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refused, setRefused] = useState<[string, AttachmentProblem][]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (askSubject && rules.subject.required && !subject.trim()) return setProblem(t`Enter a subject.`);
    if (messageRule.required && !text.trim()) return setProblem(t`Write your message.`);
    setSending(true);
    try {
      await onSend({ subject: subject.trim(), text: text.trim(), files });
      setSubject('');
      setText('');
      setFiles([]);
      setRefused([]);
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
      {withSubject && identity && <p className={styles.muted}>{fromLine(identity)}</p>}
      {askSubject && (
        <TextField
          label={t`Subject`}
          value={subject}
          onChange={setSubject}
          isRequired={rules.subject.required}
          maxLength={rules.subject.maxLength}
        />
      )}
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t`Message`}
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          value={text}
          maxLength={messageRule.maxLength}
          required={messageRule.required}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </label>
      <AttachmentPicker
        files={files}
        refused={refused}
        onPick={(chosen) =>
          void readFiles(chosen).then((read) => {
            setFiles((before) => [...before, ...read.picked].slice(0, ATTACHMENTS_PER_MESSAGE));
            setRefused(read.refused);
          })
        }
        onRemove={(index) => setFiles((before) => before.filter((_, i) => i !== index))}
      />
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
