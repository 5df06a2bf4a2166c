// @vitest-environment node
// Addresses: create, confirm, the proof (pending, then the reviewer makes it the home address), replace,
// delete refusals, and the proof of residence.
import { and, eq } from 'drizzle-orm';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { customerAddresses } from '../customer/tables.ts';
import { files, isoDaysAgo, review, upload } from './test-support.ts';

describe('addresses', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('dora.direct')).accessToken;
  });
  afterAll(() => t.close());

  const addresses = async () => (await t.call('addressInquiry', {}, { token })).body.addresses;
  const newAddress = {
    addressType: 1,
    address1: 'Sveavägen 10',
    city: 'Stockholm',
    postalCode: '111 57',
    countryCode: 'se',
  };

  test('the seeded home address is confirmed and needs no document', async () => {
    expect(await addresses()).toEqual([
      expect.objectContaining({
        addressType: 1,
        addressStatus: 1,
        confirmed: true,
        city: 'Stockholm',
        uploadedDocuments: [],
        isDocumentRequired: false,
        isDocumentOutOfDate: false,
        isCardDocumentRequired: false,
      }),
    ]);
  });

  test.each([
    [{ ...newAddress, address1: '' }, 'address1'],
    [{ ...newAddress, countryCode: 'SWE' }, 'countryCode'],
    [{ ...newAddress, addressType: 9 }, 'addressType'],
  ])('create with %j is refused on %s', async (payload, param) => {
    const answer = await t.call('customerAddressCreate', payload, { token });
    expect(answer.body.validationErrors.map((error: { param: string }) => error.param)).toEqual([param]);
  });

  test('replace: the new address takes the place; its proof is pending; the reviewer makes it the home address', async () => {
    const [home] = await addresses();
    const created = await t.call(
      'customerAddressReplace',
      { ...newAddress, addressId: home.addressId, addressStatus: 1 },
      { token },
    );
    expect(created.body.address).toMatchObject({ addressStatus: 0, countryCode: 'SE', isDocumentRequired: true });
    const id = created.body.address.addressId;
    expect((await addresses()).map((a: { addressId: number }) => a.addressId)).toEqual([id]);

    const stale = await upload(
      t,
      'confirmAddress',
      token,
      { addressId: id, documentTypeId: 20, issuedDate: isoDaysAgo(t, 91) },
      { file: files.pdf() },
    );
    expect(stale.body.validationErrors).toEqual([
      { param: 'issuedDate', description: 'must be at most 90 days ago for this type' },
    ]);
    const passport = await upload(
      t,
      'confirmAddress',
      token,
      { addressId: id, documentTypeId: 1, issuedDate: isoDaysAgo(t, 1) },
      { file: files.pdf() },
    );
    expect(passport.body.validationErrors[0].param).toBe('documentTypeId');

    const proof = await upload(
      t,
      'confirmAddress',
      token,
      { addressId: id, documentTypeId: 22, issuedDate: isoDaysAgo(t, 200) },
      { file: files.png() },
    );
    expect(proof.body.address).toMatchObject({ addressStatus: 2, isDocumentRequired: false });
    const [doc] = proof.body.address.uploadedDocuments;
    expect(doc).toMatchObject({ statusId: 0, documentTypeId: 22, documentType: 'Tax notice' });

    await review(t, doc.id, 'confirm');
    const [after] = await addresses();
    expect(after).toMatchObject({ addressId: id, addressStatus: 1, confirmed: true });
    const rows = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, home.addressId));
    expect(rows[0]?.status).toBe('replaced');
  });

  test('delete: the confirmed home address is refused; another address goes', async () => {
    const [home] = await addresses();
    const refused = await t.call('addressDelete', { id: home.addressId }, { token });
    expect(refused.body.validationErrors[0]).toMatchObject({ param: 'id' });
    const office = await t.call(
      'customerAddressCreate',
      { ...newAddress, addressType: 5, address1: 'Kungsgatan 1' },
      { token },
    );
    expect((await addresses()).length).toBe(2);
    expect((await t.call('addressDelete', { id: office.body.address.addressId }, { token })).body.responseCode).toBe(
      '00',
    );
    expect((await addresses()).length).toBe(1);
    const anna = (await t.signIn('anna.personal')).accessToken;
    expect((await t.call('addressDelete', { id: home.addressId }, { token: anna })).body.responseCode).toBe('VF');
  });

  test('a rejected proof leaves the address rejected (3) and asks for a document again', async () => {
    const created = await t.call(
      'customerAddressCreate',
      { ...newAddress, addressType: 4, address1: 'Birger Jarlsgatan 2' },
      { token },
    );
    const id = created.body.address.addressId;
    const proof = await upload(
      t,
      'confirmAddress',
      token,
      { addressId: id, documentTypeId: 21, issuedDate: isoDaysAgo(t, 3) },
      { file: files.pdf() },
    );
    await review(t, proof.body.address.uploadedDocuments[0].id, 'reject', 'Cut off');
    const after = (await addresses()).find((a: { addressId: number }) => a.addressId === id);
    expect(after).toMatchObject({ addressStatus: 3, isDocumentRequired: true });
    const [row] = await t.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.status, 'open')));
    expect(row).toBeDefined();
  });

  test('addressConfirm records the person’s confirmation', async () => {
    const created = await t.call('customerAddressCreate', { ...newAddress, address1: 'Hornsgatan 3' }, { token });
    await t.db
      .update(customerAddresses)
      .set({ personConfirmed: false })
      .where(eq(customerAddresses.id, created.body.address.addressId));
    const answer = await t.call('addressConfirm', { addressId: created.body.address.addressId }, { token });
    expect(answer.body.address.confirmed).toBe(true);
  });

  test('proof of residence: pending after the upload, validated after the review', async () => {
    const [home] = await addresses();
    const answer = await upload(
      t,
      'confirmResidence',
      token,
      { addressId: home.addressId, documentTypeId: 50, issuedDate: isoDaysAgo(t, 5) },
      { file: files.pdf() },
    );
    expect(answer.body.validationErrors).toEqual([
      { param: 'back', description: 'is required: this document has a front and a back page' },
    ]);
    const bill = await upload(
      t,
      'confirmResidence',
      token,
      { addressId: home.addressId, documentTypeId: 20, issuedDate: isoDaysAgo(t, 5) },
      { file: files.pdf() },
    );
    expect(bill.body.proofOfResidence.status).toBe('pending');
    const id = bill.body.proofOfResidence.uploadedDocuments.at(-1).id;
    await review(t, id, 'confirm');
    const kyc = (await t.call('kycCustomerInfoGet', {}, { token })).body.kyc;
    expect(kyc.proofOfResidence.status).toBe('validated');
  });
});
