// @vitest-environment node
// uma.unverified's way to verified, over the method API: her seeded state, the phone verified by an SMS
// code (wrong five times: dead), the identity document with its two pages (refusals store nothing), and
// the reviewer's confirmation recomputing her customer.
import { count, eq } from 'drizzle-orm';
import { pkcePair, type TestSandbox, createTestSandbox } from '../../test/harness.ts';
import { testDbKinds } from '../../test/databases.ts';
import { loginOf } from '../../seed/people.ts';
import { customers, users } from '../customer/tables.ts';
import { kycFiles, uploadedDocuments } from './tables.ts';
import { awaiting, files, isoDaysAgo, lastCode, listen, review, upload } from './test-support.ts';

describe.each(testDbKinds)('uma becomes verified on %s', (kind) => {
  let t: TestSandbox;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
    token = (await t.signIn('uma.unverified')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('uma.unverified')));
    customerId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const kyc = async () => (await t.call('kycCustomerInfoGet', {}, { token })).body.kyc;
  const stored = async () => ({
    files: (await t.db.select({ n: count() }).from(kycFiles).where(eq(kycFiles.customerId, customerId)))[0]?.n,
    documents: (
      await t.db.select({ n: count() }).from(uploadedDocuments).where(eq(uploadedDocuments.customerId, customerId))
    )[0]?.n,
  });
  const identity = (overrides: Record<string, unknown> = {}) => ({
    typeId: 2,
    number: 'GB1234567',
    countryCode: 'GB',
    issuedDate: isoDaysAgo(t, 400),
    expiresDate: '2034-01-31',
    ...overrides,
  });

  test('seeded: needs KYC, unverified, phone unconfirmed, no identity; everything else done', async () => {
    const state = await kyc();
    expect(state).toMatchObject({
      customerType: 0,
      verified: false,
      limited: false,
      isNeedKyc: true,
      taxFormStatus: 'notRequired',
      proofOfResidence: { status: 'validated' },
      identityDocuments: [],
      phones: [{ confirmed: false, countryCode: '44', number: '7700900123', phoneNumber: '+447700900123' }],
      videoIdentityStatus: 'none',
      limitReasons: [],
      dueDiligence: null,
    });
    expect(state.addresses).toEqual([
      expect.objectContaining({ addressStatus: 1, confirmed: true, isDocumentRequired: false, city: 'Manchester' }),
    ]);
    expect(state.addresses[0].uploadedDocuments).toEqual([
      expect.objectContaining({ statusId: 2, documentTypeId: 20 }),
    ]);
    const request = (await t.call('kycRequestGet', {}, { token })).body.kycRequest;
    expect(request.steps).toEqual([
      { step: 'questionnaire', done: true },
      { step: 'phone', done: false },
      { step: 'identity', done: false },
      { step: 'address', done: true },
    ]);
  });

  test('a wrong SMS code five times kills the code; a new one works with the right verifier only', async () => {
    const phoneId = (await kyc()).phones[0].id;
    const first = pkcePair();
    const sent = await t.request(`/api/verification/phones/${phoneId}/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'sms', codeChallenge: first.challenge }),
    });
    expect(await sent.json()).toEqual({ responseCode: '00', maskedPhone: '+44*******123' });
    const code = await lastCode(t, '+447700900123', 'sms');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await t.call('phoneConfirm', { phoneId, code: wrong, codeVerifier: first.verifier }, { token });
      expect(answer.body.validationErrors).toEqual([{ param: 'code', description: 'is not the code we sent' }]);
    }
    const dead = await t.call('phoneConfirm', { phoneId, code, codeVerifier: first.verifier }, { token });
    expect(dead.body.validationErrors).toEqual([{ param: 'code', description: 'has expired or was used' }]);

    const second = pkcePair();
    await t.request(`/api/verification/phones/${phoneId}/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'sms', codeChallenge: second.challenge }),
    });
    const fresh = await lastCode(t, '+447700900123', 'sms');
    const stolen = await t.call('phoneConfirm', { phoneId, code: fresh, codeVerifier: first.verifier }, { token });
    expect(stolen.body.validationErrors[0].param).toBe('codeVerifier');
    const confirmed = await t.call('phoneConfirm', { phoneId, code: fresh, codeVerifier: second.verifier }, { token });
    expect(confirmed.body).toMatchObject({ responseCode: '00', phone: { id: phoneId, confirmed: true } });
  });

  test.each([
    [
      'a renamed executable as the front',
      () => ({ front: files.renamedExe(), back: files.png() }),
      'front',
      'must be a JPEG, PNG or PDF file',
    ],
    [
      'a file over 10,000,000 bytes',
      () => ({ front: files.oversized(), back: files.png() }),
      'front',
      'must be at most 10,000,000 bytes',
    ],
    [
      'an identity card without its back page',
      () => ({ front: files.jpeg() }),
      'back',
      'is required: this document has a front and a back page',
    ],
    ['an empty file', () => ({ front: new File([], 'empty.jpg'), back: files.png() }), 'front', 'must not be empty'],
  ])('%s is refused and nothing is stored', async (_, parts, param, description) => {
    const before = await stored();
    const answer = await upload(t, 'identityDocumentCreate', token, identity(), parts());
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ param, description }] });
    expect(await stored()).toEqual(before);
  });

  test('type 88 outside RU and UA is refused; nothing is stored', async () => {
    const before = await stored();
    const answer = await upload(t, 'identityDocumentCreate', token, identity({ typeId: 88 }), {
      front: files.jpeg(),
      back: files.png(),
    });
    expect(answer.body.validationErrors).toEqual([
      { param: 'countryCode', description: 'must be RU or UA for this type' },
    ]);
    expect(await stored()).toEqual(before);
    expect((await kyc()).identityDocuments).toEqual([]);
  });

  test('front and back uploaded: submitted, KYC done, verificationProcessing; the reviewer confirms: verified', async () => {
    const heard = listen(t, customerId);
    const answer = await upload(t, 'identityDocumentCreate', token, identity(), {
      front: files.jpeg(),
      back: files.png(4000),
    });
    expect(answer.body).toMatchObject({
      responseCode: '00',
      identityDocument: {
        typeId: 2,
        type: 'National identity card',
        status: 'submitted',
        statusId: 0,
        countryCode: 'GB',
      },
    });
    const pages = answer.body.identityDocument.uploadedDocuments;
    expect(pages.map((page: { isSubDocument: boolean }) => page.isSubDocument)).toEqual([false, true]);
    const rows = await t.db.select().from(kycFiles).where(eq(kycFiles.customerId, customerId));
    expect(rows.slice(-2).map((row) => [row.contentType, row.size, row.data.length])).toEqual([
      ['image/jpeg', 2048, 2048],
      ['image/png', 4000, 4000],
    ]);

    const state = await kyc();
    expect(state).toMatchObject({ isNeedKyc: false, verified: false });
    expect((await t.call('customerInfo', {}, { token })).body.customer).toMatchObject({
      isNeedKyc: false,
      verified: false,
    });

    const waiting = await awaiting(t, 'uma.unverified');
    expect(waiting.map((doc) => doc.documentTypeId)).toEqual([2]);
    expect((await review(t, pages[1].id, 'confirm')).status).toBe(409); // the back page follows its front
    const reviewed = await review(t, pages[0].id, 'confirm');
    expect(reviewed.body).toMatchObject({
      document: { statusId: 2 },
      customer: { verified: true, limited: false, isNeedKyc: false },
      recomputed: { verified: true },
    });
    expect(heard).toEqual([expect.objectContaining({ type: 'info', status: 'success', title: 'Document confirmed' })]);
    expect((await kyc()).identityDocuments[0]).toMatchObject({ statusId: 2, status: 'confirmed' });
    expect((await kyc()).identityDocuments[0].uploadedDocuments.map((d: { statusId: number }) => d.statusId)).toEqual([
      2, 2,
    ]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({ verified: true, isNeedKyc: false });
    expect((await review(t, pages[0].id, 'reject', 'again')).status).toBe(409);
  });
});
