// @vitest-environment node
// The helpdesk over HTTP: the jwt from /api/zoho/jwt, tickets composed with an attachment checked by its content
// and size, an agent's reply from the controls (HTML kept as sent, a zohoNewMessage notification), the read
// marker, another customer's ticket unknown (404), stale tokens (401) and the rate limit (429) from the controls.
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { defaultTestDbKind } from '../../test/databases.ts';

describe('the helpdesk', () => {
  let t: TestSandbox;
  const jwts: Record<string, string> = {};
  const events: { customerId: number; type?: string; code?: string }[] = [];
  const hd = async (who: string, method: string, path: string, body?: unknown) => {
    const res = await t.request(`/helpdesk/${path}`, {
      method,
      headers: { authorization: `Bearer ${jwts[who]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the package parses them for real
    return { status: res.status, body: (await res.json()) as any };
  };
  const control = (path: string, body: object) =>
    t.request(`/__sandbox/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const jwtOf = async (who: string) => {
    const token = (await t.signIn(who)).accessToken;
    const res = await t.request('/api/zoho/jwt', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { token: string }).token;
  };
  const pdf = Buffer.from('%PDF-1.4\n% a statement\n').toString('base64');

  beforeAll(async () => {
    t = await createTestSandbox(defaultTestDbKind, { control: true });
    jwts.anna = await jwtOf('anna.personal');
    jwts.cleo = await jwtOf('cleo.cards');
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      events.push({ customerId, type: event.notification?.type, code: event.code });
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());

  test('anna composes a ticket with a PDF; an agent replies with HTML; the read marker moves', async () => {
    const upload = await hd('anna', 'POST', 'uploads', { fileName: 'statement.pdf', content: pdf });
    expect(upload.body).toMatchObject({ name: 'statement.pdf', size: Buffer.from(pdf, 'base64').length });
    const ticket = (
      await hd('anna', 'POST', 'composetickets', {
        subject: 'Fee question',
        description: 'Why this fee?',
        attachmentIds: [upload.body.id],
      })
    ).body;
    expect(ticket).toMatchObject({ subject: 'Fee question', status: 'Open', lastThread: { direction: 'in' } });
    const list = (await hd('anna', 'GET', 'tickets?from=1&limit=20')).body.data;
    expect(list[0].ticketNumber).toBe(ticket.ticketNumber);
    expect(list.length).toBeGreaterThanOrEqual(3); // the two seeded ones too

    const reply = '<p>See <a href="javascript:alert(1)">this</a><script>window.pwned=1</script></p>';
    expect((await control(`helpdesk/tickets/${ticket.ticketNumber}/reply`, { content: reply })).status).toBe(200);
    expect(events).toContainEqual({
      customerId: expect.any(Number),
      type: 'zohoNewMessage',
      code: ticket.ticketNumber,
    });
    const threads = (await hd('anna', 'GET', `tickets/${ticket.id}/conversations?limit=100`)).body.data;
    expect(threads.map((x: { direction: string }) => x.direction)).toEqual(['in', 'out']);
    expect(threads[1]).toMatchObject({ content: reply, contentType: 'text/html', author: { type: 'AGENT' } }); // kept as sent
    const file = threads[0].attachments[0];
    const content = await hd('anna', 'GET', file.href.replace('/helpdesk/', ''));
    expect(content.body).toEqual({ name: 'statement.pdf', type: 'application/pdf', content: pdf });

    const read = await hd('anna', 'PUT', `tickets/${ticket.id}`, {
      cf: { cf_customer_read_at: t.clock.now().toISOString() },
    });
    expect(read.body.cf.cf_customer_read_at).toBe(t.clock.now().toISOString());
    expect((await hd('cleo', 'GET', `tickets/${ticket.id}`)).status).toBe(404);
    expect((await hd('cleo', 'POST', `tickets/${ticket.id}/threads`, { content: 'hi' })).status).toBe(404);
  });

  test('the thread list: oldest first, no contents, a summary and the files counted; the ticket counts its threads', async () => {
    const ticket = (await hd('anna', 'GET', 'tickets')).body.data[0];
    const list = (await hd('anna', 'GET', `tickets/${ticket.id}/threads?from=1&limit=100`)).body.data;
    const full = (await hd('anna', 'GET', `tickets/${ticket.id}/conversations?limit=100`)).body.data;
    expect(ticket.threadCount).toBe(full.length);
    expect(list.map((x: { id: string }) => x.id)).toEqual(full.map((x: { id: string }) => x.id));
    expect(list[0]).toEqual({
      id: full[0].id,
      direction: 'in',
      author: full[0].author,
      createdTime: full[0].createdTime,
      summary: 'Why this fee?',
      attachmentCount: 1,
    });
    expect(list[1]).toMatchObject({ direction: 'out', summary: 'See this', attachmentCount: 0 });
    expect((await hd('anna', 'GET', `tickets/${ticket.id}/threads?from=2&limit=1`)).body.data).toHaveLength(1);
    expect((await hd('anna', 'GET', `tickets/${ticket.id}/conversations?from=2&limit=2`)).body.data[0].id).toBe(
      full[1].id,
    );
  });

  test('the ticket fields: subject and description mandatory with their lengths; the read marker read-only', async () => {
    const fields = (await hd('anna', 'GET', 'ticketsFields')).body.data;
    expect(fields.map((f: { apiName: string }) => f.apiName)).toEqual([
      'subject',
      'description',
      'cf_customer_read_at',
    ]);
    expect(fields[0]).toMatchObject({ type: 'Text', isMandatory: true, maxLength: 255 });
    expect(fields[2]).toMatchObject({ type: 'DateTime', isReadOnly: true });
  });

  test.each([
    [
      'HTML named .pdf',
      Buffer.from('<html><script>alert(1)</script>').toString('base64'),
      'file: is not a PDF, PNG, JPEG or GIF',
    ],
    ['an empty file', '', 'file: is empty'],
    [
      'a file over 10 MB',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10_000_000)]).toString('base64'),
      'file: is larger than 10 MB',
    ],
  ])('an upload of %s is refused', async (_, content, message) => {
    expect(await hd('anna', 'POST', 'uploads', { fileName: 'x.pdf', content })).toEqual({
      status: 400,
      body: { message },
    });
  });

  test('another customer’s upload cannot be attached', async () => {
    const cleos = (await hd('cleo', 'POST', 'uploads', { fileName: 'a.pdf', content: pdf })).body.id;
    const refused = await hd('anna', 'POST', 'composetickets', {
      subject: 'x',
      description: 'y',
      attachmentIds: [cleos],
    });
    expect(refused.status).toBe(400);
  });

  test('tokens made stale answer 401 until a new jwt; the rate limit answers 429 until switched off', async () => {
    expect((await hd('anna', 'GET', 'tickets')).status).toBe(200);
    await control('helpdesk/settings', { expireTokens: true });
    expect((await hd('anna', 'GET', 'tickets')).status).toBe(401);
    jwts.anna = await jwtOf('anna.personal');
    expect((await hd('anna', 'GET', 'tickets')).status).toBe(200);
    await control('helpdesk/settings', { rateLimited: true });
    expect(await hd('anna', 'GET', 'tickets')).toEqual({ status: 429, body: { message: 'Too many requests' } });
    await control('helpdesk/settings', { rateLimited: false });
    expect((await hd('anna', 'GET', 'tickets')).status).toBe(200);
    expect((await t.raw('/helpdesk/tickets')).status).toBe(401);
  });

  test('a rate limit for one login answers 429 to that customer only; the proxy still answers', async () => {
    const limit = (rateLimited: boolean) =>
      control('helpdesk/settings', { rateLimited, login: loginOf('cleo.cards') }).then((res) => res.json());
    jwts.cleo = await jwtOf('cleo.cards'); // an earlier test made the jwts stale
    jwts.anna = await jwtOf('anna.personal');
    expect(await limit(true)).toMatchObject({ rateLimited: false, rateLimitedCustomers: [expect.any(Number)] });
    expect((await hd('cleo', 'GET', 'tickets')).status).toBe(429);
    expect((await hd('anna', 'GET', 'tickets')).status).toBe(200);
    const token = (await t.signIn('cleo.cards')).accessToken;
    const proxy = await t.request('/api/zoho/tickets', { headers: { authorization: `Bearer ${token}` } });
    expect(await proxy.json()).toEqual({ responseCode: '00', tickets: expect.any(Array) });
    expect(await limit(false)).toMatchObject({ rateLimitedCustomers: [] });
    expect((await hd('cleo', 'GET', 'tickets')).status).toBe(200);
    expect((await control('helpdesk/settings', { rateLimited: true, login: 'nobody' })).status).toBe(404);
  });

  test('the proxy counts tickets by display status', async () => {
    const token = (await t.signIn('anna.personal')).accessToken;
    const res = await t.request('/api/zoho/tickets/stats', { headers: { authorization: `Bearer ${token}` } });
    const { stats } = (await res.json()) as { stats: { all: number; open: number; new: number; closed: number } };
    expect(stats.all).toBe(stats.open + stats.new + stats.closed);
    expect(stats.closed).toBeGreaterThanOrEqual(1); // the seeded closed ticket
    expect((await t.raw('/api/zoho/tickets/stats')).status).toBe(401);
  });

  test('the inbox page offers a reply form for a ticket whose customer wrote last', async () => {
    const page = await (await t.request('/__sandbox/inbox')).text();
    expect(page).toContain('Helpdesk');
    expect(page).toContain('Agent reply (HTML)');
  });
});
