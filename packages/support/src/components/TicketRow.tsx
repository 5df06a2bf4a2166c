import { useLingui } from '@lingui/react/macro';
import { Link, StatusBadge } from '@paydeck/ui';
import type { Thread, Ticket } from '../api/schemas';
import { displayStatus, isUnread } from '../model/ticket-status';
import { messageText } from '../sanitize/sanitize';
import { filterLabel, statusTone } from './labels';
import * as styles from './support.css';

/** One ticket of the list: its subject, display status, unread marker and its last two messages (the preview). */
export function TicketRow({ ticket, now, preview }: { ticket: Ticket; now: number; preview?: readonly Thread[] }) {
  const { t, i18n } = useLingui();
  const status = displayStatus(ticket, now);
  return (
    <li className={styles.ticket}>
      <Link href={`/messages?ticketNumber=${ticket.ticketNumber}`}>
        {ticket.subject || t`Ticket ${ticket.ticketNumber}`}
      </Link>
      <span className={styles.row}>
        <StatusBadge tone={statusTone[status]}>{i18n._(filterLabel[status])}</StatusBadge>
        {isUnread(ticket) && <strong>{t`Unread`}</strong>}
        <span className={styles.muted}>#{ticket.ticketNumber}</span>
      </span>
      {preview && preview.length > 0 ? (
        <ul className={styles.preview} aria-label={t`Last messages`}>
          {preview.map((thread) => (
            <li key={thread.id} className={styles.previewLine}>
              <strong>{thread.author.name}:</strong> {messageText(thread)}
            </li>
          ))}
        </ul>
      ) : (
        ticket.lastThread?.summary && <span className={styles.muted}>{ticket.lastThread.summary}</span>
      )}
    </li>
  );
}
