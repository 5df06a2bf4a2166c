// The helpdesk's calls (payments.md 7 "Support helpdesk"; WIRE.md), each through api-client's helpdesk client
// (its jwt; a 401 refreshes and retries once; a 429 fails the client until a success).
import type { HelpdeskClient } from '@paydeck/api-client';
import { TICKET_PAGE_SIZE } from '../model/ticket-status';
import {
  FileContentSchema,
  type Thread,
  ThreadListSchema,
  ThreadSchema,
  type Ticket,
  TicketListSchema,
  TicketSchema,
  UploadedSchema,
} from './schemas';

/** Conversations: 100 at a time (2 for a preview; payments.md 7). */
export const CONVERSATION_LIMIT = 100;

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
