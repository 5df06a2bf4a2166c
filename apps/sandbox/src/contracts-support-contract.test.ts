// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The contracts service's and the helpdesk's
// answers of this sandbox parsed by @paydeck/contracts/api's and @paydeck/support/api's own fetchers and schemas
// over HTTP, through api-client's real contracts and helpdesk clients (X-Customer-Id; the helpdesk jwt, its 401
// retry and 429 state). An answer that drifts fails here.
import {
  createApiClient,
  createContractsClient,
  createHelpdeskClient,
  helpdeskJwt,
  newIdempotencyKey,
} from '@paydeck/api-client';
import {
  actOnContract,
  checkSigner,
  contractListQuery,
  contractPdfUrl,
  contractSignUrl,
  createContract,
  fetchContract,
  fetchContracts,
  fetchContractStats,
  findCompanies,
  generateContractPdf,
  lookupCustomer,
  parseContractSearch,
  verifyContract,
} from '@paydeck/contracts/api';
import {
  composeTicket,
  fetchConversations,
  fetchTickets,
  markTicketRead,
  replyToTicket,
  uploadAttachment,
} from '@paydeck/support/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';
import { defaultTestDbKind } from './test/databases.ts';

describe('the contracts and helpdesk answers parse with the packages’ fetchers', () => {
  let t: TestSandbox;
  let base: string;
  const sessionOf = async (name: string) => {
    const { accessToken } = await t.signIn(name);
    const me = (await t.call('customerInfo', {}, { token: accessToken })).body.customer as { customerId: number };
    const contracts = createContractsClient({
      root: `${base}/contracts`,
      getAccessToken: async () => accessToken,
      getCustomerId: () => me.customerId,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
    });
    const api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
      onTermsError: () => undefined,
    });
    const helpdesk = createHelpdeskClient({ root: `${base}/helpdesk`, getJwt: () => helpdeskJwt(api) });
    return { contracts, helpdesk, api, id: Number(me.customerId) };
  };

  beforeAll(async () => {
    t = await createTestSandbox(defaultTestDbKind, { control: true });
    base = await t.listen();
  });
  afterAll(() => t.close());

  test('contracts: lookups, create, list with meta, one, checkSigner, signUrl, PDF link, cancel', async () => {
    const boris = await sessionOf('boris.business');
    const anna = await sessionOf('anna.personal');
    const found = await lookupCustomer(boris.contracts, 'anna.personal@demo.paydeck.test');
    expect(found).toEqual({ id: anna.id, type: 'PERSONAL' });
    const companies = await findCompanies(boris.contracts, { forCounterpartyCustomerId: found.id });
    const company = companies.data[0];
    expect(company).toBeDefined();
    expect(await verifyContract(boris.contracts, company?.id ?? 0, found.id)).toBe(true);
    const made = await createContract(
      boris.contracts,
      {
        companyId: company?.id ?? 0,
        senderId: anna.id,
        beneficiaryId: boris.id,
        percentage: 5,
        activeFrom: '2026-01-01',
        note: '',
        senderSignerName: 'Anna Novak',
        beneficiarySignerName: 'Boris Petrov',
        senderObligations: ['Pay monthly'],
        beneficiaryObligations: ['Promote'],
      },
      newIdempotencyKey(),
    );
    expect(made.status).toBe('WAITING');
    const list = await fetchContracts(anna.contracts, contractListQuery(parseContractSearch({})));
    expect(list.data.map((c) => c.id)).toContain(made.id);
    expect((await fetchContractStats(anna.contracts)).total).toBe(list.meta.total);
    expect((await fetchContract(anna.contracts, made.id)).direction).toBe('PAY');
    expect(await checkSigner(anna.contracts, made.id)).toBe(true);
    expect((await contractSignUrl(anna.contracts, made.id, '/revenue-split')).signUrl).toMatch(
      /^\/api\/contract-signature\//,
    );
    expect(await contractPdfUrl(boris.contracts, made.id)).toMatch(/^\/api\/files\//);
    expect(await generateContractPdf(anna.api, { contractId: made.id, brandId: 'wallet' })).toEqual({
      fileName: `contract-${made.id}.pdf`,
      redirectLink: expect.stringMatching(/^\/api\/files\//),
    });
    expect((await actOnContract(boris.contracts, made.id, 'cancel')).status).toBe('CANCELLED');
    await expect(fetchContract(anna.contracts, 999_999)).rejects.toThrow('Contract 999999 not found');
  });

  test('helpdesk: compose with an upload, list, conversations, reply, read marker; 401 retried, 429 failed', async () => {
    const anna = await sessionOf('anna.personal');
    const file = await uploadAttachment(anna.helpdesk, 'a.pdf', Buffer.from('%PDF-1.4 x').toString('base64'));
    const ticket = await composeTicket(anna.helpdesk, 'Fees', 'Why?', [file.id]);
    expect((await fetchTickets(anna.helpdesk)).map((x) => x.id)).toContain(ticket.id);
    expect((await replyToTicket(anna.helpdesk, ticket.id, 'More', [])).direction).toBe('in');
    const threads = await fetchConversations(anna.helpdesk, ticket.id);
    expect(threads[0]?.attachments[0]?.name).toBe('a.pdf');
    expect((await markTicketRead(anna.helpdesk, ticket.id, t.clock.now())).cf.cf_customer_read_at).toBe(
      t.clock.now().toISOString(),
    );
    // a stale jwt: the client fetches a new one and retries once
    await t.request('/__sandbox/helpdesk/settings', {
      method: 'POST',
      body: JSON.stringify({ expireTokens: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await fetchTickets(anna.helpdesk)).length).toBeGreaterThan(0);
    await t.request('/__sandbox/helpdesk/settings', {
      method: 'POST',
      body: JSON.stringify({ rateLimited: true }),
      headers: { 'content-type': 'application/json' },
    });
    await expect(fetchTickets(anna.helpdesk)).rejects.toThrow('helpdeskUnavailable');
    expect(anna.helpdesk.state).toBe('failed');
    await t.request('/__sandbox/helpdesk/settings', {
      method: 'POST',
      body: JSON.stringify({ rateLimited: false }),
      headers: { 'content-type': 'application/json' },
    });
    anna.helpdesk.retry();
    await fetchTickets(anna.helpdesk);
    expect(anna.helpdesk.state).toBe('ready');
  });
});
