// @vitest-environment node
// The helpdesk's policy (helpdeskPolicy, proxyPolicy) and its free text: an admin's jwt for a customer reads only
// (review M5); a jwt ends with its session (review L4: logout, revocation) and with its user's right; a company
// user's message is authored by that user; text with U+0000, control or bidi characters answers 400 (review L1, L2;
// U+0000 answered 500 before).
import { and, eq } from 'drizzle-orm';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { customerAccesses, users } from '../customer/tables.ts';

describe('the helpdesk: who may write, how long a jwt lives, what text it keeps', () => {
  let t: TestSandbox;
  let annaId: number;
  let annaTicket: string;
  const pdf = Buffer.from('%PDF-1.4\n% a statement\n').toString('base64');

  const userIdOf = async (name: string) => {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, loginOf(name)));
    return user?.id ?? 0;
  };
  const jwtOf = async (accessToken: string, fromCustomerId?: number) => {
    const query = fromCustomerId ? `?fromCustomerId=${fromCustomerId}` : '';
    const res = await t.request(`/api/zoho/jwt${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
    return (await res.json()) as { responseCode: string; token?: string };
  };
  const hd = async (jwt: string | undefined, method: string, path: string, body?: unknown) => {
    const res = await t.request(`/helpdesk/${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    const anna = (await t.signIn('anna.personal')).accessToken;
    annaId = (await t.call('customerInfo', {}, { token: anna })).body.customer.customerId;
    const jwt = (await jwtOf(anna)).token;
    annaTicket = (await hd(jwt, 'GET', 'tickets')).body.data[0].id;
  });
  afterAll(() => t.close());

  describe('an admin acting for anna reads her tickets and writes nothing (M5)', () => {
    let adminJwt: string | undefined;
    beforeAll(async () => {
      adminJwt = (await jwtOf((await t.signIn('adam.admin')).accessToken, annaId)).token;
    });

    test.each([
      ['GET', () => 'tickets'],
      ['GET', () => `tickets/${annaTicket}`],
      ['GET', () => `tickets/${annaTicket}/conversations`],
      ['GET', () => `tickets/${annaTicket}/threads`],
      ['GET', () => 'ticketsFields'],
      ['POST', () => 'me'],
    ])('%s %s: 200', async (method, path) => {
      expect((await hd(adminJwt, method, path())).status).toBe(200);
    });

    test.each([
      ['POST', () => `tickets/${annaTicket}/threads`, { content: 'written by the admin' }],
      ['POST', () => 'composetickets', { subject: 'From the admin', description: 'as anna' }],
      ['POST', () => 'uploads', { fileName: 'a.pdf', content: pdf }],
      ['PUT', () => `tickets/${annaTicket}`, { cf: { cf_customer_read_at: new Date().toISOString() } }],
    ])('%s %s: 403, nothing written', async (method, path, body) => {
      const before = (await hd(adminJwt, 'GET', `tickets/${annaTicket}/conversations`)).body.data.length;
      const answer = await hd(adminJwt, method, path(), body);
      expect(answer).toEqual({
        status: 403,
        body: { message: `This helpdesk token reads only: Your access to customer ${annaId} does not allow this` },
      });
      expect((await hd(adminJwt, 'GET', `tickets/${annaTicket}/conversations`)).body.data).toHaveLength(before);
    });
  });

  test('a jwt is refused once its session has ended: logout, or every session of the user revoked (L4)', async () => {
    const cleo = (await t.signIn('cleo.cards')).accessToken;
    const jwt = (await jwtOf(cleo)).token;
    expect((await hd(jwt, 'GET', 'tickets')).status).toBe(200);
    const session = await t.signIn('cleo.cards');
    const second = (await jwtOf(session.accessToken)).token;
    expect((await t.auth('POST', '/logout', { refreshToken: session.refreshToken })).status).toBeLessThan(300);
    expect((await hd(second, 'GET', 'tickets')).status).toBe(401);
    expect((await hd(second, 'POST', 'composetickets', { subject: 's', description: 'd' })).status).toBe(401);
    expect((await hd(jwt, 'GET', 'tickets')).status).toBe(200); // the other session lives on
    await t.sandbox.sessions.revokeUserSessions(await userIdOf('cleo.cards'));
    expect((await hd(jwt, 'GET', 'tickets')).status).toBe(401);
  });

  test('a company user’s jwt is the company’s, its messages authored by that user; a right lowered to 0 ends it', async () => {
    const northwind = await northwindOf(t);
    const reader = await companyUser(t, 'helpdesk.r1', 1);
    const jwt = (await jwtOf(reader)).token;
    const ticket = await hd(jwt, 'POST', 'composetickets', { subject: 'Statement', description: 'Where is it?' });
    expect(ticket.status).toBe(200);
    const thread = (await hd(jwt, 'GET', `tickets/${ticket.body.id}/conversations`)).body.data[0];
    expect(thread.author.name).toBe('Test Right 1');
    expect((await hd(jwt, 'POST', 'me')).body.id).toBe(String(northwind));
    await t.db
      .update(customerAccesses)
      .set({ accessRights: 0 })
      .where(
        and(eq(customerAccesses.userId, await userIdOf('helpdesk.r1')), eq(customerAccesses.customerId, northwind)),
      );
    expect((await hd(jwt, 'GET', 'tickets')).status).toBe(403);
    expect((await hd(jwt, 'GET', `tickets/${ticket.body.id}/threads`)).status).toBe(403);
    const none = await companyUser(t, 'helpdesk.r0', 0);
    expect(await jwtOf(none)).toEqual({ responseCode: '13', responseDescription: 'Access denied' });
  });

  test('the thread list of another customer’s ticket is unknown (404); without a jwt 401', async () => {
    const cleo = (await jwtOf((await t.signIn('cleo.cards')).accessToken)).token;
    expect(await hd(cleo, 'GET', `tickets/${annaTicket}/threads`)).toEqual({
      status: 404,
      body: { message: `Ticket ${annaTicket} not found` },
    });
    expect((await t.raw(`/helpdesk/tickets/${annaTicket}/threads`)).status).toBe(401);
  });

  test('a jwt for a customer the user has no access to is refused (ENOA), none without a session (401)', async () => {
    const rosa = (await t.signIn('rosa.rails')).accessToken;
    expect((await jwtOf(rosa, annaId)).responseCode).toBe('ENOA');
    expect((await t.raw('/api/zoho/jwt')).status).toBe(401);
  });

  describe('text (L1, L2)', () => {
    let jwt: string | undefined;
    beforeAll(async () => {
      jwt = (await jwtOf((await t.signIn('anna.personal')).accessToken)).token;
    });

    test.each([
      [
        'a description with U+0000',
        { subject: 's', description: 'A\u0000B' },
        'description: must not contain the NUL character (U+0000)',
      ],
      [
        'a subject with a line break',
        { subject: 'two\nlines', description: 'd' },
        'subject: must be one line, without line breaks or tabs',
      ],
      [
        'a subject with U+202E',
        { subject: 'Refund \u202Egnp.exe', description: 'd' },
        'subject: must not contain bidirectional control characters (U+202E)',
      ],
      [
        'a description with BEL',
        { subject: 's', description: 'ring\u0007' },
        'description: must not contain control characters (U+0007)',
      ],
      [
        'a description with U+0085',
        { subject: 's', description: 'next\u0085line' },
        'description: must not contain control characters (U+0085)',
      ],
      [
        'a subject of 256 characters',
        { subject: 'S'.repeat(256), description: 'd' },
        'subject: must be at most 255 characters',
      ],
    ])('a ticket with %s: 400', async (_case, body, message) => {
      expect(await hd(jwt, 'POST', 'composetickets', body)).toEqual({ status: 400, body: { message } });
    });

    test('a reply with U+2067 or U+0000 is refused; tabs and line breaks are kept', async () => {
      const isolate = await hd(jwt, 'POST', `tickets/${annaTicket}/threads`, { content: 'x\u2067y' });
      expect(isolate).toEqual({
        status: 400,
        body: { message: 'content: must not contain bidirectional control characters (U+2067)' },
      });
      expect((await hd(jwt, 'POST', `tickets/${annaTicket}/threads`, { content: 'A\u0000' })).status).toBe(400);
      const kept = await hd(jwt, 'POST', `tickets/${annaTicket}/threads`, { content: 'Line one\n\tLine two' });
      expect(kept.body).toMatchObject({ content: 'Line one\n\tLine two', author: { name: 'Anna Novak' } });
    });

    test('an upload named with a control character is refused', async () => {
      expect(await hd(jwt, 'POST', 'uploads', { fileName: 'a\u001b.pdf', content: pdf })).toEqual({
        status: 400,
        body: { message: 'fileName: must not contain control characters (U+001B)' },
      });
    });
  });
});
