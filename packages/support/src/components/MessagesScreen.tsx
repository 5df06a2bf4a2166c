import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, ListOption, Select } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type {
  Agent,
  Attachment,
  HelpdeskIdentity,
  Thread,
  ThreadSummary,
  Ticket,
  TicketField,
  TicketStats,
} from '../api/schemas';
import { ticketFormRules } from '../model/ticket-fields';
import { matchesFilter, type TicketFilter, ticketFilters } from '../model/ticket-status';
import { Conversation } from './Conversation';
import { ConversationHeader } from './ConversationHeader';
import { filterLabel } from './labels';
import { MessageForm, type MessageFormProps } from './MessageForm';
import * as styles from './support.css';
import { TicketRow } from './TicketRow';

export interface MessagesScreenProps {
  tickets: Loadable<Ticket[]>;
  /** Counts by display status (the proxy's zoho/tickets/stats), shown beside the filter's choices. */
  stats?: TicketStats | undefined;
  /** Each ticket's last two messages, by ticket id. */
  previews?: Readonly<Record<string, readonly Thread[]>>;
  agent?: Agent | undefined;
  identity?: HelpdeskIdentity | undefined;
  fields?: readonly TicketField[] | undefined;
  /** The chosen ticket's thread list (GET tickets/{id}/threads). */
  threadList?: readonly ThreadSummary[] | undefined;
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
          <p className={styles.muted}>{t`We keep trying and update this page when support answers.`}</p>
          <Button variant="secondary" size="small" onPress={props.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {props.composing && (
        <section aria-label={t`New ticket`}>
          <MessageForm
            withSubject
            rules={ticketFormRules(props.fields)}
            identity={props.identity}
            onSend={props.onSendTicket}
          />
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
                {props.stats
                  ? `${i18n._(filterLabel[filter])} · ${i18n.number(props.stats[filter])}`
                  : i18n._(filterLabel[filter])}
              </ListOption>
            ))}
          </Select>
          <LoadableView value={props.tickets} label={t`Loading your tickets`} onRetry={props.onRetry}>
            {(tickets) => {
              const shown = tickets.filter((ticket) => matchesFilter(ticket, props.filter, props.now));
              if (shown.length === 0) return <EmptyState title={t`No tickets`} />;
              return (
                <ul className={styles.tickets}>
                  {shown.map((ticket) => (
                    <TicketRow key={ticket.id} ticket={ticket} now={props.now} preview={props.previews?.[ticket.id]} />
                  ))}
                </ul>
              );
            }}
          </LoadableView>
        </section>
        {selected && props.threads && (
          <section className={styles.stack} aria-label={t`Ticket ${selected.ticketNumber}`}>
            <h2>{selected.subject || t`Ticket ${selected.ticketNumber}`}</h2>
            <ConversationHeader agent={props.agent} threadList={props.threadList} />
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
