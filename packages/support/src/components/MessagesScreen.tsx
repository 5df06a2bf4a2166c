import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, Link, ListOption, Select, StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Attachment, Thread, Ticket } from '../api/schemas';
import { displayStatus, isUnread, matchesFilter, type TicketFilter, ticketFilters } from '../model/ticket-status';
import { Conversation } from './Conversation';
import { filterLabel, statusTone } from './labels';
import { MessageForm, type MessageFormProps } from './MessageForm';
import * as styles from './support.css';

export interface MessagesScreenProps {
  tickets: Loadable<Ticket[]>;
  now: number;
  filter: TicketFilter;
  onFilter: (filter: TicketFilter) => void;
  selected: Ticket | null;
  threads: Loadable<Thread[]> | null;
  composing: boolean;
  onCompose: (open: boolean) => void;
  onSendTicket: MessageFormProps['onSend'];
  onReply: MessageFormProps['onSend'];
  onDownload: (attachment: Attachment) => void;
  /** The helpdesk answered 429: requests wait until a retry succeeds. */
  unavailable: boolean;
  onRetry: () => void;
  notice?: ReactNode;
}

/** messages: the tickets (20 from the first), their display status and filter, one ticket's conversation. */
export function MessagesScreen(props: MessagesScreenProps) {
  const { t, i18n } = useLingui();
  const { selected } = props;
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Messages</Trans>
        </h1>
        <Button onPress={() => props.onCompose(!props.composing)}>
          {props.composing ? <Trans>Close the new ticket</Trans> : <Trans>New ticket</Trans>}
        </Button>
      </header>
      <div role="status">{props.notice}</div>
      {props.unavailable && (
        <div role="alert" className={styles.row}>
          <p className={styles.error}>{t`Support is not available right now.`}</p>
          <Button variant="secondary" size="small" onPress={props.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {props.composing && (
        <section aria-label={t`New ticket`}>
          <MessageForm withSubject onSend={props.onSendTicket} />
        </section>
      )}
      <div className={styles.layout}>
        <section className={styles.stack} aria-label={t`Tickets`}>
          <Select
            label={t`Show`}
            selectedKey={props.filter}
            onSelectionChange={(key) => key && props.onFilter(key as TicketFilter)}
          >
            {ticketFilters.map((filter) => (
              <ListOption key={filter} id={filter}>
                {i18n._(filterLabel[filter])}
              </ListOption>
            ))}
          </Select>
          <LoadableView value={props.tickets} label={t`Loading your tickets`} onRetry={props.onRetry}>
            {(tickets) => {
              const shown = tickets.filter((ticket) => matchesFilter(ticket, props.filter, props.now));
              if (shown.length === 0) return <EmptyState title={t`No tickets`} />;
              return (
                <ul className={styles.tickets}>
                  {shown.map((ticket) => {
                    const status = displayStatus(ticket, props.now);
                    return (
                      <li key={ticket.id} className={styles.ticket}>
                        <Link href={`/messages?ticketNumber=${ticket.ticketNumber}`}>
                          {ticket.subject || t`Ticket ${ticket.ticketNumber}`}
                        </Link>
                        <span className={styles.row}>
                          <StatusBadge tone={statusTone[status]}>{i18n._(filterLabel[status])}</StatusBadge>
                          {isUnread(ticket) && <strong>{t`Unread`}</strong>}
                          <span className={styles.muted}>
                            #{ticket.ticketNumber} · {ticket.lastThread?.summary}
                          </span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              );
            }}
          </LoadableView>
        </section>
        {selected && props.threads && (
          <section className={styles.stack} aria-label={t`Ticket ${selected.ticketNumber}`}>
            <h2>{selected.subject || t`Ticket ${selected.ticketNumber}`}</h2>
            <LoadableView value={props.threads} label={t`Loading the conversation`} onRetry={props.onRetry}>
              {(threads) => <Conversation threads={threads} onDownload={props.onDownload} />}
            </LoadableView>
            <MessageForm onSend={props.onReply} />
          </section>
        )}
      </div>
    </div>
  );
}
