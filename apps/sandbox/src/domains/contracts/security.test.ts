// @vitest-environment node
// The contracts service's policy (contractsPolicy; review H2) and its free text (review L1, L2): every change needs
// full access (right 2), so a Northwind user with right 1, 3 or 5 and an admin acting for Northwind are refused on
// every write route while they read; boris (right 2) then does the same changes. Text with U+0000, control or bidi
// characters, or over its maximum, answers 400 with `errors` (U+0000 answered 500 before).
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';

describe('the contracts service: who may call what, and what text it keeps', () => {
  let t: TestSandbox;
  let northwind: number;
  let anna: number;
  const tokens: Record<string, string> = {};
  const ids = { active: 0, incoming: 0, proposed: 0 };
  const rest = async (who: string, method: string, path: string, body?: unknown) => {
    const res = await t.request(`/contracts/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        'x-customer-id': String(northwind),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const proposal = (extra: object = {}) => ({
    companyId: northwind,
    senderId: anna,
    beneficiaryId: northwind,
    percentage: 90,
    activeFrom: '2030-01-01',
    senderSignerName: 'Anna Novak',
    beneficiarySignerName: 'Boris Petrov',
    senderObligations: ['Pay the share'],
    beneficiaryObligations: ['Nothing'],
    ...extra,
  });
  const statuses = async () =>
    ((await rest('boris', 'GET', 'contract?pageSize=1000')).body.data as { id: number; status: string }[])
      .map((c) => `${c.id}:${c.status}`)
      .sort();

  beforeAll(async () => {
    t = await createTestSandbox();
    northwind = await northwindOf(t);
    tokens.boris = (await t.signIn('boris.business')).accessToken;
    tokens.adam = (await t.signIn('adam.admin')).accessToken;
    for (const right of [0, 1, 3, 5]) tokens[`right ${right}`] = await companyUser(t, `contracts.r${right}`, right);
    anna = (await rest('boris', 'GET', `customer/lookup?email=${loginOf('anna.personal')}`)).body.data.id;
    const list = (await rest('boris', 'GET', 'contract?pageSize=1000')).body.data as {
      id: number;
      status: string;
      initiatorId: number;
    }[];
    ids.active = list.find((c) => c.status === 'ACTIVE')?.id ?? 0;
    ids.incoming = list.find((c) => c.status === 'WAITING' && c.initiatorId !== northwind)?.id ?? 0;
    ids.proposed = (await rest('boris', 'PUT', 'contract', proposal({ percentage: 10 }))).body.data.id;
  });
  afterAll(() => t.close());

  const writes: [string, string, () => string, unknown][] = [
    ['create', 'PUT', () => 'contract', undefined],
    ['signUrl', 'GET', () => `contract/${ids.incoming}/signUrl`, undefined],
    ['cancel', 'POST', () => `contract/${ids.proposed}/cancel`, {}],
    ['reject', 'POST', () => `contract/${ids.incoming}/reject`, {}],
    ['terminate', 'POST', () => `contract/${ids.active}/terminate`, { note: 'by a reader' }],
    ['terminateCancel', 'POST', () => `contract/${ids.active}/terminateCancel`, {}],
    ['terminateNow', 'POST', () => `contract/${ids.active}/terminateNow`, {}],
    ['identificationStarted', 'POST', () => `contract/${ids.proposed}/identificationStarted`, {}],
    ['identificationPush', 'POST', () => `contract/${ids.proposed}/identificationPush`, {}],
  ];
  const readOnlyCallers = ['right 1', 'right 3', 'right 5', 'adam'];

  test.each(
    readOnlyCallers.flatMap((who) => writes.map(([name, method, path, body]) => [who, name, method, path, body])),
  )('%s is refused %s (403, nothing changes)', async (who, _name, method, path, body) => {
    const before = await statuses();
    const answer = await rest(
      who as string,
      method as string,
      (path as () => string)(),
      body ?? (method === 'PUT' ? proposal() : undefined),
    );
    expect(answer).toEqual({
      status: 403,
      body: { message: `Your access to customer ${northwind} does not allow this` },
    });
    expect(await statuses()).toEqual(before);
  });

  const reads: [string, () => string][] = [
    ['list', () => 'contract'],
    ['stats', () => 'contract/stats'],
    ['one', () => `contract/${ids.active}`],
    ['checkSigner', () => `contract/${ids.incoming}/checkSigner`],
    ['pdfUrl', () => `contract/${ids.active}/pdfUrl`],
    ['companies', () => 'company'],
    ['customer lookup', () => `customer/lookup?email=${loginOf('anna.personal')}`],
  ];

  test.each(readOnlyCallers.flatMap((who) => reads.map(([name, path]) => [who, name, path])))(
    '%s reads %s',
    async (who, _name, path) => {
      expect((await rest(who as string, 'GET', (path as () => string)())).status).toBe(200);
    },
  );

  test('a user with right 0 reads nothing of the company', async () => {
    expect((await rest('right 0', 'GET', 'contract')).status).toBe(403);
    expect(
      (await rest('right 0', 'POST', 'contract/verify', { companyId: northwind, counterpartyId: anna })).status,
    ).toBe(403);
  });

  test('boris (right 2) still makes every change the others were refused', async () => {
    expect((await rest('boris', 'PUT', 'contract', proposal())).body.data).toMatchObject({ status: 'WAITING' });
    expect((await rest('boris', 'GET', `contract/${ids.incoming}/signUrl`)).body.data.signUrl).toMatch(
      /^\/api\/contract-signature\//,
    );
    expect((await rest('boris', 'POST', `contract/${ids.proposed}/cancel`, {})).body.data.status).toBe('CANCELLED');
    expect((await rest('boris', 'POST', `contract/${ids.incoming}/reject`, {})).body.data.status).toBe('REJECTED');
    const terminating = await rest('boris', 'POST', `contract/${ids.active}/terminate`, { note: 'Moving on' });
    expect(terminating.body.data.status).toBe('TERMINATING');
    expect((await rest('boris', 'POST', `contract/${ids.active}/terminateCancel`, {})).body.data.status).toBe('ACTIVE');
  });

  const nul = 'A\u0000B';
  test.each([
    ['a note with U+0000', { note: nul }, 'note', 'must not contain the NUL character (U+0000)'],
    ['a signer name with U+202E', { senderSignerName: 'Anna \u202Egnp.exe' }, 'senderSignerName', 'U+202E'],
    [
      'a signer name with a line break',
      { beneficiarySignerName: 'Boris\nPetrov' },
      'beneficiarySignerName',
      'one line',
    ],
    ['an obligation with ESC', { senderObligations: ['Pay \u001b[31m'] }, 'senderObligations', 'U+001B'],
    ['an obligation with U+2066', { beneficiaryObligations: ['x\u2066y'] }, 'beneficiaryObligations', 'U+2066'],
    ['51 obligations', { senderObligations: Array(51).fill('Pay') }, 'senderObligations', 'at most 50'],
  ])('create refuses %s (400 with errors)', async (_case, extra, param, words) => {
    const answer = await rest('boris', 'PUT', 'contract', proposal(extra));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param, description: expect.stringContaining(words) }]);
    expect(answer.body.message).toContain(`${param}: `);
  });

  test('a multi-line note keeps its tabs and line breaks', async () => {
    const created = await rest('boris', 'PUT', 'contract', proposal({ note: 'Line one\n\tLine two' }));
    expect(created.body.data.note).toBe('Line one\n\tLine two');
  });

  test('the termination note and the lookup refuse U+0000 with 400 (not 500)', async () => {
    const terminate = await rest('boris', 'POST', `contract/${ids.active}/terminate`, { note: nul });
    expect(terminate).toEqual({
      status: 400,
      body: {
        message: 'note: must not contain the NUL character (U+0000)',
        errors: [{ param: 'note', description: 'must not contain the NUL character (U+0000)' }],
      },
    });
    const lookup = await rest('boris', 'GET', `customer/lookup?email=${encodeURIComponent(nul)}`);
    expect(lookup.status).toBe(400);
  });

  test('the signing page refuses a signature with U+202E or U+0000', async () => {
    const created = (await rest('boris', 'PUT', 'contract', proposal({ percentage: 5 }))).body.data.id;
    tokens.anna = (await t.signIn('anna.personal')).accessToken;
    const link = (
      await t.request(`/contracts/contract/${created}/signUrl`, { headers: { authorization: `Bearer ${tokens.anna}` } })
    ).json() as Promise<{ data: { signUrl: string } }>;
    const url = new URL((await link).data.signUrl, 'http://x');
    const post = (signature: string) =>
      t.request(url.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: url.searchParams.get('token') ?? '', signature, action: 'sign' }),
      });
    expect((await post('Anna \u202Eavon')).status).toBe(400);
    expect((await post('Anna\u0000Novak')).status).toBe(400);
    expect((await post('Anna Novak')).status).toBe(303);
  });
});
