// The messages page's reads: the helpdesk's (its jwt) and the proxy's (the session; auth's api client adds the
// company acted for as fromCustomerId).
import { api } from '@paydeck/auth';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  fetchConversationPreview,
  fetchConversations,
  fetchHelpdeskIdentity,
  fetchThreadList,
  fetchTicketFields,
  fetchTickets,
} from '../api/helpdesk';
import { supportKeys } from '../api/keys';
import { fetchAgent, fetchProxyTickets, fetchTicketStats } from '../api/proxy';
import type { Thread, Ticket } from '../api/schemas';
import { helpdesk } from './client';
import { recoverHelpdesk } from './recovery';

const LONG = 10 * 60_000;

/** The helpdesk's state; while failed (429), probes with backoff and reloads everything once it answers. */
export function useHelpdeskState() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      recoverHelpdesk(helpdesk, () => fetchTicketFields(helpdesk), {
        onRecovered: () => void queryClient.invalidateQueries({ queryKey: supportKeys.all }),
      }),
    [queryClient],
  );
  return useSyncExternalStore(helpdesk.subscribe, () => helpdesk.state);
}

export function useSupportQueries(ticketNumber: string | undefined, unavailable: boolean) {
  const tickets = useQuery({
    queryKey: supportKeys.tickets(),
    queryFn: ({ signal }) => fetchTickets(helpdesk, 1, signal),
  });
  // the proxy answers through the session: the list stays readable while the helpdesk answers 429
  const proxyTickets = useQuery({
    queryKey: supportKeys.proxyTickets(),
    queryFn: ({ signal }) => fetchProxyTickets(api, undefined, signal),
    enabled: unavailable && tickets.data === undefined,
  });
  const stats = useQuery({
    queryKey: supportKeys.stats(),
    queryFn: ({ signal }) => fetchTicketStats(api, undefined, signal),
  });
  const agent = useQuery({
    queryKey: supportKeys.agent(),
    queryFn: ({ signal }) => fetchAgent(api, undefined, signal),
    staleTime: LONG,
  });
  // after the jwt: who the helpdesk knows this person as, and the fields a new ticket asks
  const identity = useQuery({
    queryKey: supportKeys.identity(),
    queryFn: () => fetchHelpdeskIdentity(helpdesk),
    staleTime: LONG,
  });
  const fields = useQuery({
    queryKey: supportKeys.fields(),
    queryFn: ({ signal }) => fetchTicketFields(helpdesk, signal),
    staleTime: LONG,
  });
  const list = tickets.data ?? (unavailable ? proxyTickets.data : undefined);
  const selected = list?.find((ticket) => ticket.ticketNumber === ticketNumber) ?? null;
  const threads = useQuery({
    queryKey: supportKeys.conversations(selected?.id ?? ''),
    queryFn: ({ signal }) => fetchConversations(helpdesk, selected?.id ?? '', undefined, signal),
    enabled: selected !== null,
  });
  const threadList = useQuery({
    queryKey: supportKeys.threadList(selected?.id ?? ''),
    queryFn: ({ signal }) => fetchThreadList(helpdesk, selected?.id ?? '', signal),
    enabled: selected !== null,
  });
  const previews = useQueries({
    queries: (tickets.data ?? []).map((ticket: Ticket) => ({
      queryKey: supportKeys.preview(ticket.id, ticket.lastThread?.id ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchConversationPreview(helpdesk, ticket, signal),
      enabled: (ticket.threadCount ?? 1) > 0,
      staleTime: LONG,
    })),
    combine: (results) => results.map((result) => result.data),
  });
  const previewOf: Record<string, Thread[]> = {};
  (tickets.data ?? []).forEach((ticket, index) => {
    const found = previews[index];
    if (found) previewOf[ticket.id] = found;
  });
  return { tickets, proxyTickets, list, stats, agent, identity, fields, selected, threads, threadList, previewOf };
}
