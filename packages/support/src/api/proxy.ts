// The method API's helpdesk proxy (payments.md 7 "Support helpdesk"; WIRE.md): GET zoho/agent, zoho/tickets and
// zoho/tickets/stats, each for the customer acted for (fromCustomerId). They answer through the session, not the
// helpdesk's jwt, so they are not stopped by the helpdesk's 429.
import type { ApiClient } from '@paydeck/api-client';
import {
  type Agent,
  AgentAnswerSchema,
  ProxyTicketsAnswerSchema,
  type Ticket,
  type TicketStats,
  TicketStatsAnswerSchema,
} from './schemas';

type Acting = string | number | null | undefined;
/** Only a customer named here: without one, the session's api client sends the company acted for (auth). */
const query = (fromCustomerId: Acting) => (fromCustomerId == null ? {} : { fromCustomerId });

/** The agent assigned to the customer. */
export const fetchAgent = async (api: ApiClient, fromCustomerId?: Acting, signal?: AbortSignal): Promise<Agent> =>
  (await api.get('zoho/agent', { query: query(fromCustomerId), schema: AgentAnswerSchema, signal })).agent;

/** The counts of tickets by display status. */
export const fetchTicketStats = async (
  api: ApiClient,
  fromCustomerId?: Acting,
  signal?: AbortSignal,
): Promise<TicketStats> =>
  (await api.get('zoho/tickets/stats', { query: query(fromCustomerId), schema: TicketStatsAnswerSchema, signal }))
    .stats;

/** The tickets through the proxy: what the page shows while the helpdesk itself answers 429. */
export const fetchProxyTickets = async (
  api: ApiClient,
  fromCustomerId?: Acting,
  signal?: AbortSignal,
): Promise<Ticket[]> =>
  (await api.get('zoho/tickets', { query: query(fromCustomerId), schema: ProxyTicketsAnswerSchema, signal })).tickets;
