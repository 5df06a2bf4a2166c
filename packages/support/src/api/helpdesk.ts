// The helpdesk's calls (payments.md 7 "Support helpdesk"; WIRE.md), each through api-client's helpdesk client
// (its jwt; a 401 refreshes and retries once; a 429 fails the client until a success).
import type { HelpdeskClient } from '@paydeck/api-client';
import { TICKET_PAGE_SIZE } from '../model/ticket-status';
import {
  FileContentSchema,
  HelpdeskIdentitySchema,
  type Thread,
  type ThreadSummary,
  ThreadSummaryListSchema,
  ThreadListSchema,
  ThreadSchema,
  type Ticket,
  type TicketField,
  TicketFieldsSchema,
  TicketListSchema,
  TicketSchema,
  UploadedSchema,
} from './schemas';

/** Conversations: 100 at a time (2 for a preview; payments.md 7). */
export const CONVERSATION_LIMIT = 100;
export const PREVIEW_LIMIT = 2;

/** Who the helpdesk knows the jwt as (POST me): asked once the jwt is there. */
export const fetchHelpdeskIdentity = (client: HelpdeskClient) =>
  client.request('POST', 'me', { schema: HelpdeskIdentitySchema });

/** The ticket's fields (GET ticketsFields): what the new-ticket form asks. */
export const fetchTicketFields = async (client: HelpdeskClient, signal?: AbortSignal): Promise<TicketField[]> =>
  (await client.request('GET', 'ticketsFields', { schema: TicketFieldsSchema, signal })).data;

export const fetchTickets = async (client: HelpdeskClient, from = 1, signal?: AbortSignal): Promise<Ticket[]> =>
  (
    await client.request('GET', 'tickets', {
      query: { from, limit: TICKET_PAGE_SIZE },
      schema: TicketListSchema,
      signal,
    })
  ).data;

export const fetchTicket = (client: HelpdeskClient, id: string, signal?: AbortSignal) =>
  client.request('GET', `tickets/${id}`, { schema: TicketSchema, signal });

export const fetchConversations = async (
  client: HelpdeskClient,
  id: string,
  limit = CONVERSATION_LIMIT,
  signal?: AbortSignal,
): Promise<Thread[]> =>
  (
    await client.request('GET', `tickets/${id}/conversations`, {
      query: { from: 1, limit },
      schema: ThreadListSchema,
      signal,
    })
  ).data;

/** A ticket's thread list (GET tickets/{id}/threads): who wrote when, a summary, the files' count. */
export const fetchThreadList = async (
  client: HelpdeskClient,
  id: string,
  signal?: AbortSignal,
): Promise<ThreadSummary[]> =>
  (
    await client.request('GET', `tickets/${id}/threads`, {
      query: { from: 1, limit: CONVERSATION_LIMIT },
      schema: ThreadSummaryListSchema,
      signal,
    })
  ).data;

/** A ticket's last two messages (conversations, limit 2, from the one before last by its threadCount). */
export const fetchConversationPreview = async (
  client: HelpdeskClient,
  ticket: Pick<Ticket, 'id' | 'threadCount'>,
  signal?: AbortSignal,
): Promise<Thread[]> =>
  (
    await client.request('GET', `tickets/${ticket.id}/conversations`, {
      query: { from: Math.max(1, (ticket.threadCount ?? PREVIEW_LIMIT) - PREVIEW_LIMIT + 1), limit: PREVIEW_LIMIT },
      schema: ThreadListSchema,
      signal,
    })
  ).data;

export const replyToTicket = (client: HelpdeskClient, id: string, content: string, attachmentIds: string[]) =>
  client.request('POST', `tickets/${id}/threads`, { body: { content, attachmentIds }, schema: ThreadSchema });

export const composeTicket = (client: HelpdeskClient, subject: string, description: string, attachmentIds: string[]) =>
  client.request('POST', 'composetickets', { body: { subject, description, attachmentIds }, schema: TicketSchema });

/** Uploads a file as base64 JSON (the helpdesk client sends JSON only; WIRE.md "Uploads"). */
export const uploadAttachment = (client: HelpdeskClient, fileName: string, content: string) =>
  client.request('POST', 'uploads', { body: { fileName, content }, schema: UploadedSchema });

export const markTicketRead = (client: HelpdeskClient, id: string, at: Date) =>
  client.request('PUT', `tickets/${id}`, {
    body: { cf: { cf_customer_read_at: at.toISOString() } },
    schema: TicketSchema,
  });

export const fetchAttachment = (client: HelpdeskClient, href: string) =>
  client.request('GET', href.replace(/^\/helpdesk\//, ''), { schema: FileContentSchema });
