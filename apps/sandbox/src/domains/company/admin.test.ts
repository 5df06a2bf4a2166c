// @vitest-environment node
// adam.admin on the admin overview (issue 14's journey, over HTTP): the companies with their action counts
// and the documents the bank received; assigning Greta's passport to her identity (her status follows the
// document; the reviewer's confirmation settles it), removing a document, force-deleting a representative.
// And who may not: boris (no admin) assigns, removes and deletes nothing; adam's other writes are refused.
import { type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { review } from '../kyc/test-support.ts';

describe.each(testDbKinds)('adam assigns documents on %s', (kind) => {
  let t: TestSandbox;
  let adam: string;
  let boris: string;
  let northwind: number;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    adam = (await t.signIn('adam.admin')).accessToken;
    boris = (await t.signIn('boris.business')).accessToken;
    northwind = (await t.call('customerInfo', {}, { token: boris })).body.customer.customerId;
  });
  afterAll(() => t.close());

  const asAdmin = (method: string, body: Record<string, unknown> = {}) =>
    t.call(method, { ...body, fromCustomerId: northwind }, { token: adam });
  const overview = async () => (await t.call('adminOverviewGet', {}, { token: adam })).body.companies;
  const greta = async () =>
    ((await asAdmin('businessDirectorList')).body.representatives as { id: number; firstName: string }[]).find(
      (r) => r.firstName === 'Greta',
    );

  test('the overview: both companies, their counters, Northwind’s unassigned documents', async () => {
    const companies = await overview();
    expect(companies.map((c: { name: string; actionCount: number }) => [c.name, c.actionCount])).toEqual([
      ['Northwind Media Ltd', 5],
      ['Bluefin Studios OÜ', 5],
    ]);
    expect(companies[0].representativesNeedingAction).toBe(3);
    expect(companies[0].unassignedDocuments.map((d: { documentTypeId: number }) => d.documentTypeId)).toEqual([1, 83]);
  });

  test('only an admin: boris gets 13 for the overview, an assignment and a force-delete', async () => {
    const documentId = (await overview())[0].unassignedDocuments[0].id;
    expect((await t.call('adminOverviewGet', {}, { token: boris })).body.responseCode).toBe('13');
    const assign = { documentId, target: 'representativeIdentity', representativeId: (await greta())?.id };
    expect((await t.call('adminDocumentAssign', assign, { token: boris })).body.responseCode).toBe('13');
    expect((await t.call('adminDocumentRemove', { documentId }, { token: boris })).body.responseCode).toBe('13');
    expect(
      (await t.call('businessRepresentativeDelete', { id: (await greta())?.id }, { token: boris })).body.responseCode,
    ).toBe('13');
    // The admin acting for the company writes nothing else.
    expect((await asAdmin('businessInfoUpdate', { website: 'https://x.example' })).body.responseCode).toBe('13');
  });

  test('adam assigns the passport to Greta’s identity; confirmed by the reviewer it counts as hers', async () => {
    const [passport] = (await overview())[0].unassignedDocuments;
    const rep = await greta();
    const wrongTarget = await asAdmin('adminDocumentAssign', { documentId: passport.id, target: 'corporate' });
    expect(wrongTarget.body.validationErrors[0].param).toBe('target');
    const assigned = await asAdmin('adminDocumentAssign', {
      documentId: passport.id,
      target: 'representativeIdentity',
      representativeId: rep?.id,
    });
    expect(assigned.body).toMatchObject({ responseCode: '00', document: { id: passport.id, statusId: 0 } });
    expect((await overview())[0].unassignedDocuments).toHaveLength(1);
    const waiting = await asAdmin('businessRepresentativeInfoGet', { id: rep?.id });
    expect(waiting.body.representative.identityDocumentStatus).toBe(1);
    expect((await review(t, passport.id, 'confirm')).status).toBe(200);
    const settled = await asAdmin('businessRepresentativeInfoGet', { id: rep?.id });
    expect(settled.body.representative.identityDocumentStatus).toBe(2);
  });

  test('adam removes a document: it leaves every list; a removed one is unknown', async () => {
    const company = (await asAdmin('businessInfoGet')).body.company;
    const statements = company.additionalDocuments[0];
    expect((await asAdmin('adminDocumentRemove', { documentId: statements.id })).body.responseCode).toBe('00');
    const after = (await asAdmin('businessInfoGet')).body.company;
    expect(after.additionalDocuments).toEqual([]);
    expect(after.additionalDocumentsStatus).toBe(0);
    expect((await asAdmin('adminDocumentRemove', { documentId: statements.id })).body.responseCode).toBe('TA1');
  });

  test('adam force-deletes a representative; the last director cannot go', async () => {
    const users = (await asAdmin('businessUserList')).body.users as { id: number; firstName: string }[];
    const tom = users.find((u) => u.firstName === 'Tom');
    expect((await asAdmin('businessRepresentativeDelete', { id: tom?.id })).body.responseCode).toBe('00');
    expect((await asAdmin('businessRepresentativeInfoGet', { id: tom?.id })).body.responseCode).toBe('TA1');
    expect((await asAdmin('businessRepresentativeDelete', { id: (await greta())?.id })).body.responseCode).toBe('00');
    const [lastDirector] = (await asAdmin('businessDirectorList')).body.representatives;
    const refused = await asAdmin('businessRepresentativeDelete', { id: lastDirector.id });
    expect(refused.body.validationErrors[0].param).toBe('id');
  });
});
