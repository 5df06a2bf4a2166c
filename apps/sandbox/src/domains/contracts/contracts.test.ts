// @vitest-environment node
// The contracts service over HTTP between Boris (Northwind) and Anna: create checked by the package's rules, the
// lookups, signing through the e-signature page, termination asked and cancelled, the status-action table
// enforced (409), 404 with a message for a missing contract or customer, the list's filters and meta, the PDF,
// and the smart-contract notifications.
import { pdfText } from '../../files/pdf-text.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';

describe('revenue-split contracts', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const events: { customerId: number; type?: string; code?: string }[] = [];
  const rest = async (
    who: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.request(`/contracts/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the package parses them for real
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const proposal = () => ({
    companyId: ids.boris as number,
    senderId: ids.anna as number,
    beneficiaryId: ids.boris as number,
    percentage: 12.5,
    activeFrom: '2020-01-01',
    senderSignerName: 'Anna Novak',
    beneficiarySignerName: 'Boris Petrov',
    senderObligations: ['Pay 12.5% of the shop revenue monthly'],
    beneficiaryObligations: ['Feature the shop'],
  });
  /** Follows the signing page as a browser would: GET the form, POST it. */
  const signThroughPage = async (who: string, id: number, action: 'sign' | 'cancel', signature = 'Anna Novak') => {
    const { body } = await rest(who, 'GET', `contract/${id}/signUrl?returnUrl=${encodeURIComponent('/revenue-split')}`);
    const page = await t.request(body.data.signUrl);
    expect(await page.text()).toContain('Pay 12.5% of the shop revenue monthly');
    const url = new URL(body.data.signUrl, 'http://x');
    const form = new URLSearchParams({ token: url.searchParams.get('token') ?? '', signature, action });
    return t.request(url.pathname, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const name of ['anna.personal', 'boris.business', 'cleo.cards'])
      tokens[name] = (await t.signIn(name)).accessToken;
    ids.anna = (await rest('boris.business', 'GET', `customer/lookup?email=${loginOf('anna.personal')}`)).body.data.id;
    ids.boris = (await rest('anna.personal', 'GET', `customer/lookup?email=${loginOf('boris.business')}`)).body.data.id;
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      events.push({ customerId, type: event.notification?.type, code: event.code });
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());

  test('lookups: a customer by e-mail with its type, Boris’s companies, verify; 404 with a message', async () => {
    expect(
      (await rest('boris.business', 'GET', `customer/lookup?email=${loginOf('anna.personal')}`)).body.data,
    ).toEqual({
      id: ids.anna,
      type: 'PERSONAL',
    });
    const missing = await rest('boris.business', 'GET', 'customer/lookup?email=nobody%40example.com');
    expect(missing).toEqual({ status: 404, body: { message: 'Customer nobody@example.com not found' } });
    const companies = await rest('anna.personal', 'GET', `company?forCounterpartyCustomerId=${ids.boris}`);
    expect(companies.body.data.map((c: { id: number }) => c.id)).toContain(ids.boris);
    expect(companies.body.meta.total).toBe(companies.body.data.length);
    expect((await rest('anna.personal', 'GET', 'company')).body.data).toEqual([]);
    const verify = (companyId: number, counterpartyId: number) =>
      rest('anna.personal', 'POST', 'contract/verify', { companyId, counterpartyId });
    expect((await verify(ids.boris as number, ids.boris as number)).body.data.isValid).toBe(true);
    expect((await verify(ids.anna as number, ids.boris as number)).body.data.isValid).toBe(false);
    expect((await rest('anna.personal', 'GET', 'contract/99999')).body).toEqual({
      message: 'Contract 99999 not found',
    });
    const foreign = await rest('anna.personal', 'GET', 'contract', undefined, { 'x-customer-id': '99999' });
    expect(foreign).toEqual({ status: 404, body: { message: 'Customer 99999 not found' } });
  });

  test('create refuses what the package’s rules refuse, each problem named', async () => {
    const refused = await rest('boris.business', 'PUT', 'contract', {
      ...proposal(),
      percentage: 0,
      senderObligations: [],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([
      'percentage',
      'senderObligations',
    ]);
  });

  test.each([
    [0.29, 0.29],
    [16.1, 16.1],
    ['16,1', 16.1],
    [1.13, 1.13],
  ])('create accepts a percentage of %j and answers it as %j', async (percentage, answered) => {
    const created = await rest('boris.business', 'PUT', 'contract', { ...proposal(), percentage });
    expect(created.status).toBe(200);
    expect(created.body.data.percentage).toBe(answered);
    expect((await rest('boris.business', 'GET', `contract/${created.body.data.id}`)).body.data.percentage).toBe(
      answered,
    );
  });

  test('boris proposes, anna signs on the page, termination asked by anna and cancelled by boris', async () => {
    const key = newKey();
    const created = await rest('boris.business', 'PUT', 'contract', proposal(), { 'idempotency-key': key });
    expect(created.body.data).toMatchObject({
      status: 'WAITING',
      direction: 'RECEIVE',
      initiatorId: ids.boris,
      percentage: 12.5,
    });
    const id = created.body.data.id as number;
    expect((await rest('boris.business', 'PUT', 'contract', proposal(), { 'idempotency-key': key })).body.data.id).toBe(
      id,
    );
    expect(events).toContainEqual({ customerId: ids.anna, type: 'smartContractCreated', code: String(id) });

    expect((await rest('boris.business', 'GET', `contract/${id}/checkSigner`)).body.data.canSign).toBe(false);
    expect((await rest('anna.personal', 'GET', `contract/${id}/checkSigner`)).body.data.canSign).toBe(true);
    expect((await rest('boris.business', 'GET', `contract/${id}/signUrl`)).status).toBe(409);

    const cancelled = await signThroughPage('anna.personal', id, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`/revenue-split?contractId=${id}&event=cancelled`);
    expect((await rest('anna.personal', 'GET', `contract/${id}`)).body.data.status).toBe('UNSIGNED');

    const signed = await signThroughPage('anna.personal', id, 'sign');
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe(`/revenue-split?contractId=${id}&event=signed`);
    expect((await rest('boris.business', 'GET', `contract/${id}`)).body.data.status).toBe('ACTIVE');
    expect(events).toContainEqual({ customerId: ids.boris, type: 'smartContractSigned', code: String(id) });

    expect((await rest('anna.personal', 'POST', `contract/${id}/terminate`, {})).status).toBe(400);
    const asked = await rest('anna.personal', 'POST', `contract/${id}/terminate`, { note: 'Shop closes' });
    expect(asked.body.data).toMatchObject({
      status: 'TERMINATING',
      terminateInfo: { note: 'Shop closes', terminatedBy: ids.anna },
    });
    // anna asked: she may withdraw, not end it now
    expect((await rest('anna.personal', 'POST', `contract/${id}/terminateNow`)).status).toBe(409);
    const kept = await rest('boris.business', 'POST', `contract/${id}/terminateCancel`);
    expect(kept.body.data).toMatchObject({ status: 'ACTIVE', terminateInfo: null });
    expect(events).toContainEqual({
      customerId: ids.anna,
      type: 'smartContractTerminationCancelled',
      code: String(id),
    });

    await rest('boris.business', 'POST', `contract/${id}/terminate`, { note: 'Moving on' });
    const ended = await rest('anna.personal', 'POST', `contract/${id}/terminateNow`);
    expect(ended.body.data.status).toBe('TERMINATED');
    expect(ended.body.data.terminateInfo.terminatedAt).toEqual(expect.any(String));
    expect((await rest('anna.personal', 'POST', `contract/${id}/cancel`)).status).toBe(409);
  });

  test('cancel by the proposer, reject by the invitee; only the party’s own actions', async () => {
    const one = (await rest('boris.business', 'PUT', 'contract', proposal())).body.data.id;
    expect((await rest('anna.personal', 'POST', `contract/${one}/cancel`)).status).toBe(409);
    expect((await rest('boris.business', 'POST', `contract/${one}/cancel`)).body.data.status).toBe('CANCELLED');
    const two = (await rest('boris.business', 'PUT', 'contract', proposal())).body.data.id;
    expect((await rest('boris.business', 'POST', `contract/${two}/reject`)).status).toBe(409);
    expect((await rest('anna.personal', 'POST', `contract/${two}/reject`)).body.data.status).toBe('REJECTED');
    expect((await rest('cleo.cards', 'POST', `contract/${two}/reject`)).status).toBe(404);
  });

  test('an unverified payer identifies its signer first (start, the provider, push), then the contract waits', async () => {
    const { customers } = await import('../customer/tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(customers)
      .set({ verified: false })
      .where(eq(customers.id, ids.anna as number));
    const made = (await rest('boris.business', 'PUT', 'contract', proposal())).body.data;
    expect(made.status).toBe('NEED_IDENTIFICATION');
    expect((await rest('anna.personal', 'GET', `contract/${made.id}/checkSigner`)).body.data.canSign).toBe(false);
    const started = await rest('anna.personal', 'POST', `contract/${made.id}/identificationStarted`);
    expect(started.body.data.identificationStatus).toBe('PROCESSING');
    // the push claims nothing by itself: the provider's run bound to the contract must have completed
    const run = await t.request('/api/split-pay-signer-identification', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens['anna.personal']}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contractId: made.id }),
    });
    const { url } = (await run.json()) as { url: string };
    await t.request(`/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result: 'completed' }),
    });
    const pushed = await rest('anna.personal', 'POST', `contract/${made.id}/identificationPush`);
    expect(pushed.body.data).toMatchObject({ status: 'WAITING', identificationStatus: 'SUCCESS' });
    await t.db
      .update(customers)
      .set({ verified: true })
      .where(eq(customers.id, ids.anna as number));
  });

  test('the list: meta over all, statuses and names filtered, ordered by company name or incoming first', async () => {
    const all = (await rest('boris.business', 'GET', 'contract')).body;
    expect(all.meta.total).toBe(all.data.length);
    const { total, pay, receive, requests, pending, active, ended } = all.meta;
    expect(pay + receive).toBe(total);
    expect(requests + pending + active + ended).toBe(total);
    // cleo's seeded proposal is boris's request: incoming first
    expect(all.data[0].status).toBe('WAITING');
    expect(all.data[0].initiatorId).not.toBe(ids.boris);
    const filtered = (await rest('boris.business', 'GET', 'contract?statuses=ACTIVE,TERMINATED&counterpartyName=anna'))
      .body;
    expect(filtered.data.every((c: { status: string }) => ['ACTIVE', 'TERMINATED'].includes(c.status))).toBe(true);
    expect(filtered.data.every((c: { sender: { name: string } }) => c.sender.name === 'Anna Novak')).toBe(true);
    const byCompany = (await rest('boris.business', 'GET', 'contract?orderBy=COMPANY_NAME&orderDir=ASC')).body.data;
    const titles = byCompany.map((c: { company: { title: string } }) => c.company.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
  });

  test('the PDF names the parties, the share and the obligations', async () => {
    const id = (await rest('boris.business', 'GET', 'contract')).body.data[0].id;
    const { body } = await rest('boris.business', 'GET', `contract/${id}/pdfUrl`);
    const res = await t.request(body.data.pdfUrl);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Revenue-split contract ${id}`);
    expect(text).toContain('Share of revenue');
  });
});
