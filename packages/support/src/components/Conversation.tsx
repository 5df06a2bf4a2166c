import { useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import type { Attachment, Thread } from '../api/schemas';
import { sanitizeAgentHtml } from '../sanitize/sanitize';
import * as styles from './support.css';

/** A ticket's threads: the agent's HTML only after sanitising, the customer's words as text. */
export function Conversation({
  threads,
  onDownload,
}: {
  threads: readonly Thread[];
  onDownload: (attachment: Attachment) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ol className={styles.tickets} aria-label={t`Conversation`}>
      {threads.map((thread) => (
        <li key={thread.id} className={thread.direction === 'out' ? styles.message : styles.inbound}>
          <p className={styles.muted}>
            {thread.author.name} · {i18n.date(thread.createdTime, { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          {thread.direction === 'out' && thread.contentType.includes('html') ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (src/sanitize)
            <div dangerouslySetInnerHTML={{ __html: sanitizeAgentHtml(thread.content) }} />
          ) : (
            <p>{thread.content}</p>
          )}
          {thread.attachments.map((file) => (
            <Button key={file.id} variant="link" onPress={() => onDownload(file)}>
              {t`Download ${file.name}`}
            </Button>
          ))}
        </li>
      ))}
    </ol>
  );
}
