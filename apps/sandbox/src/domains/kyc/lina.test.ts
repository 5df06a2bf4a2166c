// @vitest-environment node
// lina.limited's limit reasons: the seeded state, the missing proof of address uploaded (a 91-day-old
// bill refused), and the reviewer: a rejection keeps the limit (documentRejected), confirming every
// requirement lifts it (customerUnlimited).
import { eq } from 'drizzle-orm';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { users } from '../customer/tables.ts';
import { limitDocumentsGiven } from './rules.ts';
import { awaiting, files, isoDaysAgo, listen, review, upload } from './test-support.ts';

describe('lina uploads the missing limit-reason document', () => {
  let t: TestSandbox;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('lina.limited')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('lina.limited')));
    customerId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const reasons = async () => (await t.call('customerLimitReasonGet', {}, { token })).body.limitReasons;

  test('seeded: limited, two reasons with WIRE.md types; only the source of funds has an upload', async () => {
    const kyc = (await t.call('kycCustomerInfoGet', {}, { token })).body.kyc;
    expect(kyc).toMatchObject({ verified: true, limited: true, isNeedKyc: false });
    const list = await reasons();
    expect(list).toEqual([
      expect.objectContaining({
        actionTypeId: 1,
        name: 'Proof of address',
        requirementDocuments: [{ documentTypeId: 20, name: 'Proof of address (utility bill)', uploadedDocuments: [] }],
      }),
      expect.objectContaining({
        actionTypeId: 2,
        name: 'Source of funds',
        requirementDocuments: [
          expect.objectContaining({
            documentTypeId: 41,
            uploadedDocuments: [expect.objectContaining({ statusId: 41, documentType: 'Source of funds' })],
          }),
        ],
      }),
    ]);
    expect(limitDocumentsGiven(list)).toBe(false);
  });

  test.each([
    ['a 91-day-old utility bill', { documentTypeId: 20, issuedDate: 91 }, 'issuedDate'],
    ['a document the reason does not ask for', { documentTypeId: 21, issuedDate: 5 }, 'documentTypeId'],
  ])('%s is refused', async (_, input, param) => {
    const reasonId = (await reasons())[0].id;
    const answer = await upload(
      t,
      'customerLimitReasonDocumentUpload',
      token,
      { limitReasonId: reasonId, documentTypeId: input.documentTypeId, issuedDate: isoDaysAgo(t, input.issuedDate) },
      { file: files.pdf() },
    );
    expect(answer.body.responseCode).toBe('VF');
    expect(answer.body.validationErrors.map((error: { param: string }) => error.param)).toEqual([param]);
    expect((await reasons())[0].requirementDocuments[0].uploadedDocuments).toEqual([]);
  });

  test("another customer's limit reason is not hers", async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    const reasonId = (await reasons())[0].id;
    const answer = await upload(
      t,
      'customerLimitReasonDocumentUpload',
      anna,
      { limitReasonId: reasonId, documentTypeId: 20, issuedDate: isoDaysAgo(t, 3) },
      { file: files.pdf() },
    );
    expect(answer.body.validationErrors).toEqual([
      { param: 'limitReasonId', description: 'is not one of your limit reasons' },
    ]);
  });

  test('a recent bill: every limit reason has documents (processing); still limited until all are confirmed', async () => {
    const heard = listen(t, customerId);
    const reasonId = (await reasons())[0].id;
    const answer = await upload(
      t,
      'customerLimitReasonDocumentUpload',
      token,
      { limitReasonId: reasonId, documentTypeId: 20, issuedDate: isoDaysAgo(t, 10) },
      { file: files.pdf() },
    );
    expect(answer.body.limitReason.requirementDocuments[0].uploadedDocuments).toEqual([
      expect.objectContaining({ statusId: 0, documentTypeId: 20, documentType: 'Utility bill', isSubDocument: false }),
    ]);
    expect(limitDocumentsGiven(await reasons())).toBe(true);
    expect((await t.call('customerInfo', {}, { token })).body.customer.limited).toBe(true);

    const [bill, sourceOfFunds] = (await awaiting(t, 'lina.limited')).sort(
      (a, b) => a.documentTypeId - b.documentTypeId,
    );
    const rejected = await review(t, bill?.id ?? 0, 'reject', 'The bill is not in your name');
    expect(rejected.body.customer).toMatchObject({ limited: true });
    expect((await reasons())[0].requirementDocuments[0].uploadedDocuments[0]).toMatchObject({
      statusId: 26,
      rejectReason: 'The bill is not in your name',
    });

    const again = await upload(
      t,
      'customerLimitReasonDocumentUpload',
      token,
      { limitReasonId: reasonId, documentTypeId: 20, issuedDate: isoDaysAgo(t, 2) },
      { file: files.jpeg() },
    );
    const newBill = again.body.limitReason.requirementDocuments[0].uploadedDocuments[1];
    expect((await review(t, newBill.id, 'confirm')).body.customer.limited).toBe(true);
    expect((await review(t, sourceOfFunds?.id ?? 0, 'confirm')).body).toMatchObject({
      customer: { limited: false },
      recomputed: { unlimited: true },
    });
    expect(heard.map((n) => n.type)).toEqual(['documentRejected', 'info', 'customerUnlimited', 'info']);
    expect(heard[0]).toMatchObject({ status: 'error', body: 'Utility bill: The bill is not in your name' });
    expect((await t.call('customerInfo', {}, { token })).body.customer.limited).toBe(false);
  });
});
