import { useLingui } from '@lingui/react/macro';
import { PageFrame, pageLayout, ScreenLoading } from '@paydeck/accounts';
import { realtime } from '@paydeck/auth';
import { saveBytes } from '@paydeck/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  composeTicket,
  fetchAttachment,
  fetchConversations,
  fetchTickets,
  markTicketRead,
  replyToTicket,
  uploadAttachment,
} from '../api/helpdesk';
import { supportKeys } from '../api/keys';
import type { Attachment } from '../api/schemas';
import type { PickedFile } from '../components/AttachmentPicker';
import type { TicketFilter } from '../model/ticket-status';
import { helpdesk } from './client';
import { supportFailureText, supportLoadable } from './failure-text';

const loadScreen = () => import('../components/MessagesScreen').then((m) => ({ default: m.MessagesScreen }));
void loadScreen();
const MessagesScreen = lazy(loadScreen);

const upload = async (files: PickedFile[]) =>
  Promise.all(files.map(async (file) => (await uploadAttachment(helpdesk, file.name, file.content)).id));

/** messages (optional ticketNumber): the helpdesk's tickets, one ticket's conversation, replies, new tickets. */
export function MessagesPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // the router parses a number-looking value as a number
  const raw = search.ticketNumber;
  const ticketNumber = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  const state = useSyncExternalStore(helpdesk.subscribe, () => helpdesk.state);
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);
  const tickets = useQuery({
    queryKey: supportKeys.tickets(),
    queryFn: ({ signal }) => fetchTickets(helpdesk, 1, signal),
  });
  const selected = tickets.data?.find((ticket) => ticket.ticketNumber === ticketNumber) ?? null;
  const threads = useQuery({
    queryKey: supportKeys.conversations(selected?.id ?? ''),
    queryFn: ({ signal }) => fetchConversations(helpdesk, selected?.id ?? '', undefined, signal),
    enabled: selected !== null,
  });
  // an opened ticket is read: cf_customer_read_at moves once per opening
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!selected || marked.current === selected.id) return;
    marked.current = selected.id;
    void markTicketRead(helpdesk, selected.id, new Date()).then(() =>
      queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
    );
  }, [selected, queryClient]);
  // an agent's reply arrives as a zohoNewMessage notification
  useEffect(() => {
    realtime.start();
    return realtime.subscribe(
      () => void queryClient.invalidateQueries({ queryKey: supportKeys.all }),
      ['notification'],
    );
  }, [queryClient]);

  const say = (text: string, alert = false) =>
    setNotice(
      <p className={pageLayout.message} role={alert ? 'alert' : undefined}>
        {text}
      </p>,
    );
  const failed = (error: unknown) => say(supportFailureText(error, i18n), true);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  const download = async (attachment: Attachment) => {
    try {
      const file = await fetchAttachment(helpdesk, attachment.href);
      saveBytes({ base64: file.content }, file.type, file.name);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading your messages`} />}>
        <MessagesScreen
          tickets={supportLoadable(tickets, i18n)}
          now={Date.now()}
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          threads={selected ? supportLoadable(threads, i18n) : null}
          composing={composing}
          onCompose={setComposing}
          unavailable={state === 'failed'}
          onRetry={() => {
            helpdesk.retry();
            refresh();
          }}
          onDownload={(attachment) => void download(attachment)}
          onSendTicket={async ({ subject, text, files }) => {
            try {
              const ticket = await composeTicket(helpdesk, subject, text, await upload(files));
              setComposing(false);
              say(t`Your ticket ${ticket.ticketNumber} was sent. We answer here.`);
              refresh();
              void navigate({ href: `/messages?ticketNumber=${ticket.ticketNumber}` });
            } catch (error) {
              failed(error);
              throw error;
            }
          }}
          onReply={async ({ text, files }) => {
            if (!selected) return;
            try {
              await replyToTicket(helpdesk, selected.id, text, await upload(files));
              say(t`Your reply was sent.`);
              refresh();
            } catch (error) {
              failed(error);
              throw error;
            }
          }}
          notice={notice}
        />
      </Suspense>
    </PageFrame>
  );
}
