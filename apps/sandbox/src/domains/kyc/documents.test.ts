// @vitest-environment node
// Documents by category, an expired review (documentExpired), a duplicate identity document (due
// diligence), and the reviewer's section of the inbox page.
import { eq } from 'drizzle-orm';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { users } from '../customer/tables.ts';
import { awaiting, files, listen, review, upload } from './test-support.ts';

describe('documents and the reviewer', () => {
  let t: TestSandbox;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('pavel.push')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('pavel.push')));
    customerId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const passport = (number: string) => ({
    typeId: 1,
    number,
    countryCode: 'LT',
    issuedDate: '2022-03-01',
    expiresDate: '2032-02-28',
  });

  test('documentsInquiry lists only the categories that hold documents', async () => {
    expect((await t.call('documentsInquiry', {}, { token })).body.categories).toEqual([]);
    await upload(t, 'identityDocumentCreate', token, passport('LT0001'), { front: files.pdf() });
    const categories = (await t.call('documentsInquiry', {}, { token })).body.categories;
    expect(categories).toEqual([
      { id: 1, name: 'Proof of identity', documents: [expect.objectContaining({ documentTypeId: 1, statusId: 0 })] },
    ]);
    expect(categories[0].documents[0].createdUsername).toBe(loginOf('pavel.push'));
  });

  test('expire: the document and its identity document expire; documentExpired is published', async () => {
    const heard = listen(t, customerId);
    const [waiting] = await awaiting(t, 'pavel.push');
    const answer = await review(t, waiting?.id ?? 0, 'expire');
    expect(answer.body.document.statusId).toBe(38);
    expect(heard).toEqual([
      { type: 'documentExpired', status: 'error', title: 'Document expired', body: 'Passport has expired.' },
    ]);
    const documents = (await t.call('identityInquiry', {}, { token })).body.identityDocuments;
    expect(documents.at(-1)).toMatchObject({ number: 'LT0001', statusId: 38, status: 'expired' });
    expect((await review(t, 0, 'confirm')).status).toBe(404);
  });

  test.each([
    [{ action: 'approve' }, 400],
    [{ action: 'reject' }, 400], // a rejection needs its reason
  ])('a review %j answers %i', async (body, status) => {
    await upload(t, 'identityDocumentCreate', token, passport(`LT${Math.random()}`.slice(0, 12)), {
      front: files.png(),
    });
    const [waiting] = await awaiting(t, 'pavel.push');
    const answer = await t.request(`/__sandbox/kyc/documents/${waiting?.id}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(status);
  });

  test('a passport number another customer holds: due diligence names the duplicate', async () => {
    const anna = (await t.call('identityInquiry', {}, { token: (await t.signIn('anna.personal')).accessToken })).body;
    const number = anna.identityDocuments[0].number;
    expect((await t.call('dueDiligenceInfoGet', {}, { token })).body.dueDiligence).toBeNull();
    await upload(t, 'identityDocumentCreate', token, passport(number), { front: files.jpeg() });
    const dueDiligence = (await t.call('dueDiligenceInfoGet', {}, { token })).body.dueDiligence;
    expect(dueDiligence).toMatchObject({
      address: { city: 'Berlin' },
      document: { number, typeId: 1 },
      uploadedDocuments: [expect.objectContaining({ documentTypeId: 1 })],
    });
    expect((await t.call('kycCustomerInfoGet', {}, { token })).body.kyc.dueDiligence).toEqual(dueDiligence);
  });

  test('the inbox lists the waiting documents with Confirm, Reject and Expire; a form post comes back', async () => {
    const html = await (await t.request('/__sandbox/inbox')).text();
    const [waiting] = await awaiting(t, 'pavel.push');
    const action = `/__sandbox/kyc/documents/${waiting?.id}/review`; // no secret in it: the browser sends it (Basic)
    expect(html).toContain('<h2 id="kyc-review">Documents to review</h2>');
    expect(html).toContain(`<form method="post" action="${action}">`);
    expect(html).toContain(`from <strong>${loginOf('pavel.push')}</strong>`);
    expect(html).not.toMatch(/<script/i);
    const posted = await t.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=reject&rejectReason=Glare+on+the+photo',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/__sandbox/inbox');
    const documents = (await t.call('identityInquiry', {}, { token })).body.identityDocuments;
    expect(
      documents.find((d: { rejectReason: string | null }) => d.rejectReason === 'Glare on the photo'),
    ).toBeDefined();
  });
});
