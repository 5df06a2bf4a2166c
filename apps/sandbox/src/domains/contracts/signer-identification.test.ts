// @vitest-environment node
// split-pay-signer-identification: the payer who may identify starts the provider's workflow bound to the contract;
// only a completed run lets identificationPush succeed (no passport is submitted for it); who is refused.
import { eq } from 'drizzle-orm';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { customers } from '../customer/tables.ts';
import { identityDocuments } from '../kyc/tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the package parses them for real
type Answer = { status: number; body: Record<string, any> };

describe('the split-pay signer identification', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  let annaId = 0;
  let northwind = 0;
  const json = async (res: Response): Promise<Answer> => ({
    status: res.status,
    body: (await res.json()) as Answer['body'],
  });
  const rest = (who: string, method: string, path: string, body?: unknown) =>
    t
      .request(`/contracts/${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      .then(json);
  const start = (who: string | null, contractId: number, fromCustomerId?: number) =>
    t
      .request(`/api/split-pay-signer-identification${fromCustomerId ? `?fromCustomerId=${fromCustomerId}` : ''}`, {
        method: 'POST',
        headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), 'content-type': 'application/json' },
        body: JSON.stringify({ contractId, ...(fromCustomerId ? { fromCustomerId } : {}) }),
      })
      .then(json);
  const finish = (url: string, result: 'completed' | 'failed') =>
    t
      .request(`/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result }),
      })
      .then(json);
  /** Boris proposes; the unverified payer anna's signer must be identified. */
  const propose = async () => {
    await t.db.update(customers).set({ verified: false }).where(eq(customers.id, annaId));
    const made = await rest('boris', 'PUT', 'contract', {
      companyId: northwind,
      senderId: annaId,
      beneficiaryId: northwind,
      percentage: 5,
      activeFrom: '2020-01-01',
      senderSignerName: 'Anna Novak',
      beneficiarySignerName: 'Boris Petrov',
      senderObligations: ['Pay monthly'],
      beneficiaryObligations: ['Feature the shop'],
    });
    await t.db.update(customers).set({ verified: true }).where(eq(customers.id, annaId));
    expect(made.body.data.status).toBe('NEED_IDENTIFICATION');
    return made.body.data.id as number;
  };
  const passports = async () =>
    (await t.db.select().from(identityDocuments).where(eq(identityDocuments.customerId, annaId))).length;

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const [who, name] of [
      ['anna', 'anna.personal'],
      ['boris', 'boris.business'],
      ['cleo', 'cleo.cards'],
    ] as const)
      tokens[who] = (await t.signIn(name)).accessToken;
    tokens.erin = await companyUser(t, 'signer.initiator', 3);
    northwind = await northwindOf(t);
    annaId = (await rest('boris', 'GET', `customer/lookup?email=${loginOf('anna.personal')}`)).body.data.id;
  });
  afterAll(() => t.close());

  test('a completed run lets the push succeed; no passport is submitted for it', async () => {
    const id = await propose();
    const before = await passports();
    expect((await rest('anna', 'POST', `contract/${id}/identificationStarted`, {})).body.data).toMatchObject({
      identificationStatus: 'PROCESSING',
    });
    const run = await start('anna', id);
    expect(run.body).toEqual({
      responseCode: '00',
      workflowRunId: expect.any(String),
      token: expect.any(String),
      url: expect.stringMatching(/^\/identity-verification\/[0-9a-f-]{36}\/\S+$/),
    });
    expect((await finish(run.body.url, 'completed')).body).toEqual({ responseCode: '00', status: 'completed' });
    const pushed = await rest('anna', 'POST', `contract/${id}/identificationPush`, {});
    expect(pushed.body.data).toMatchObject({ status: 'WAITING', identificationStatus: 'SUCCESS' });
    expect(await passports()).toBe(before);
  });

  test('a push without a completed run is refused (409), and so is one after a failed run', async () => {
    const id = await propose();
    await rest('anna', 'POST', `contract/${id}/identificationStarted`, {});
    const refused = {
      status: 409,
      body: { message: 'The signer is not identified: finish the identification with the provider first' },
    };
    expect(await rest('anna', 'POST', `contract/${id}/identificationPush`, {})).toEqual(refused);
    const run = await start('anna', id);
    expect(await rest('anna', 'POST', `contract/${id}/identificationPush`, {})).toEqual(refused); // started only
    expect((await finish(run.body.url, 'failed')).body.status).toBe('failed');
    expect(await rest('anna', 'POST', `contract/${id}/identificationPush`, {})).toEqual(refused);
    expect((await rest('anna', 'GET', `contract/${id}`)).body.data).toMatchObject({
      status: 'NEED_IDENTIFICATION',
      identificationStatus: 'PROCESSING',
    });
  });

  test('a run completed for one contract does not identify the signer of another', async () => {
    const [one, two] = [await propose(), await propose()];
    await finish((await start('anna', one)).body.url, 'completed');
    expect((await rest('anna', 'POST', `contract/${two}/identificationPush`, {})).status).toBe(409);
  });

  test.each([
    ['cleo, not a party', 'cleo', undefined, (id: number) => `Contract ${id} not found`],
    [
      'boris, the beneficiary (only the payer identifies)',
      'boris',
      undefined,
      () => 'The contract is NEED_IDENTIFICATION: its signer needs no identification by you now',
    ],
  ])('%s may not start it', async (_name, who, _x, message) => {
    const id = await propose();
    expect((await start(who, id)).body).toEqual({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors: [{ param: 'contractId', description: message(id) }],
    });
  });

  test('a contract whose signer needs no identification refuses it', async () => {
    const id = await propose();
    await finish((await start('anna', id)).body.url, 'completed');
    await rest('anna', 'POST', `contract/${id}/identificationPush`, {});
    expect((await start('anna', id)).body.validationErrors).toEqual([
      { param: 'contractId', description: 'The contract is WAITING: its signer needs no identification by you now' },
    ]);
  });

  test('without a session (AU), for a customer without access (ENOA) or below full access (13): refused', async () => {
    const id = await propose();
    expect(await start(null, id)).toMatchObject({ status: 401, body: { responseCode: 'AU' } });
    expect((await start('anna', id, northwind)).body.responseCode).toBe('ENOA');
    expect((await start('erin', id, northwind)).body).toEqual({
      responseCode: '13',
      responseDescription: 'Access denied',
    });
  });
});
