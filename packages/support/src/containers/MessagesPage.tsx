import { useLingui } from '@lingui/react/macro';
import { PageFrame, pageLayout, ScreenLoading } from '@paydeck/accounts';
import { realtime } from '@paydeck/auth';
import { saveBytes } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { composeTicket, fetchAttachment, markTicketRead, replyToTicket, uploadAttachment } from '../api/helpdesk';
import { supportKeys } from '../api/keys';
import type { Attachment } from '../api/schemas';
import type { PickedFile } from '../components/AttachmentPicker';
import type { TicketFilter } from '../model/ticket-status';
import { helpdesk } from './client';
import { supportFailureText, supportLoadable, ticketsLoadable } from './failure-text';
import { useHelpdeskState, useSupportQueries } from './support-queries';

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
  const unavailable = useHelpdeskState() === 'failed';
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);
  const reads = useSupportQueries(ticketNumber, unavailable);
  const { selected, threads } = reads;
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
          tickets={ticketsLoadable(reads.tickets, reads.proxyTickets, unavailable, i18n)}
          stats={reads.stats.data}
          previews={reads.previewOf}
          agent={reads.agent.data}
          identity={reads.identity.data}
          fields={reads.fields.data}
          threadList={reads.threadList.data}
          now={Date.now()}
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          threads={selected ? supportLoadable(threads, i18n) : null}
          composing={composing}
          onCompose={setComposing}
          unavailable={unavailable}
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
