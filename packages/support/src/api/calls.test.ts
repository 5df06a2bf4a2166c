// @vitest-environment node
// The helpdesk's and the proxy's calls on the wire (payments.md 7 "Support helpdesk"; WIRE.md): path, query, method,
// and the answer read through its schema.
import { createApiClient, createHelpdeskClient } from '@paydeck/api-client';
import { describe, expect, test, vi } from 'vitest';
import {
  fetchConversationPreview,
  fetchHelpdeskIdentity,
  fetchThreadList,
  fetchTicketFields,
  fetchTickets,
} from './helpdesk';
import { fetchAgent, fetchProxyTickets, fetchTicketStats } from './proxy';

const at = '2026-11-25T12:00:00.000Z';
const ticket = { id: 7, ticketNumber: '100007', status: 'Open', createdAt: at, updatedAt: at, threadCount: '5' };
const thread = { id: '1', direction: 'in', author: { name: 'Anna Novak' }, content: 'Hi', createdTime: at };

function answering(body: unknown) {
  const sent: { method: string; url: string; auth: string | null }[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ method: request.method, url: request.url, auth: request.headers.get('authorization') });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const helpdesk = createHelpdeskClient({ root: 'https://x.test/helpdesk', getJwt: async () => 'jwt', fetch });
  const api = createApiClient({
    roots: { api: 'https://x.test/api' },
    getAccessToken: () => 'session',
    getLanguage: () => 'en',
    onAuthError: () => undefined,
    onTermsError: () => undefined,
    fetch,
  });
  return { helpdesk, api, sent };
}

describe('the helpdesk calls', () => {
  test('POST me: who the jwt is', async () => {
    const { helpdesk, sent } = answering({ id: 12, email: 'anna@x.test', name: 'Anna Novak' });
    expect(await fetchHelpdeskIdentity(helpdesk)).toEqual({ id: '12', email: 'anna@x.test', name: 'Anna Novak' });
    expect(sent).toEqual([{ method: 'POST', url: 'https://x.test/helpdesk/me', auth: 'Bearer jwt' }]);
  });

  test('GET ticketsFields: mandatory flags and lengths, defaults for what is left out', async () => {
    const { helpdesk, sent } = answering({
      data: [
        { apiName: 'subject', type: 'Text', isMandatory: true, maxLength: 255, displayLabel: 'Subject' },
        { apiName: 'cf_customer_read_at', type: 'DateTime' },
      ],
    });
    expect(await fetchTicketFields(helpdesk)).toEqual([
      { apiName: 'subject', type: 'Text', isMandatory: true, isReadOnly: false, maxLength: 255 },
      { apiName: 'cf_customer_read_at', type: 'DateTime', isMandatory: false, isReadOnly: false },
    ]);
    expect(sent[0]?.url).toBe('https://x.test/helpdesk/ticketsFields');
  });

  test('GET tickets/{id}/threads: the thread list, 100 from the first', async () => {
    const { helpdesk, sent } = answering({
      data: [
        { id: 3, direction: 'out', author: { name: 'Agent', type: 'AGENT' }, createdTime: at, attachmentCount: 2 },
      ],
    });
    expect(await fetchThreadList(helpdesk, '7')).toEqual([
      {
        id: '3',
        direction: 'out',
        author: { name: 'Agent', type: 'AGENT' },
        createdTime: at,
        summary: '',
        attachmentCount: 2,
      },
    ]);
    expect(sent[0]?.url).toBe('https://x.test/helpdesk/tickets/7/threads?from=1&limit=100');
  });

  test.each([
    [5, 'from=4&limit=2'],
    [2, 'from=1&limit=2'],
    [1, 'from=1&limit=2'],
    [undefined, 'from=1&limit=2'],
  ])('the preview of a ticket of %s threads asks its last two: %s', async (threadCount, query) => {
    const { helpdesk, sent } = answering({ data: [thread] });
    expect(await fetchConversationPreview(helpdesk, { id: '7', threadCount })).toHaveLength(1);
    expect(sent[0]?.url).toBe(`https://x.test/helpdesk/tickets/7/conversations?${query}`);
  });

  test('a ticket’s threadCount is read as a number', async () => {
    const { helpdesk } = answering({ data: [ticket] });
    expect((await fetchTickets(helpdesk))[0]?.threadCount).toBe(5);
  });
});

describe('the proxy calls, for the customer acted for', () => {
  test.each([
    [undefined, ''],
    [40, '?fromCustomerId=40'],
  ])('fromCustomerId %s', async (from, query) => {
    const agent = answering({ responseCode: '00', agent: { name: 'Support agent', email: 's@x.test' } });
    expect(await fetchAgent(agent.api, from)).toEqual({ name: 'Support agent', email: 's@x.test', photoURL: null });
    expect(agent.sent[0]).toEqual({
      method: 'GET',
      url: `https://x.test/api/zoho/agent${query}`,
      auth: 'Bearer session',
    });

    const stats = answering({ responseCode: '00', stats: { all: 3, open: 1, new: 1, closed: 1 } });
    expect(await fetchTicketStats(stats.api, from)).toEqual({ all: 3, open: 1, new: 1, closed: 1 });
    expect(stats.sent[0]?.url).toBe(`https://x.test/api/zoho/tickets/stats${query}`);

    const list = answering({ responseCode: '00', tickets: [ticket] });
    expect((await fetchProxyTickets(list.api, from)).map((t) => t.ticketNumber)).toEqual(['100007']);
    expect(list.sent[0]?.url).toBe(`https://x.test/api/zoho/tickets${query}`);
  });
});
