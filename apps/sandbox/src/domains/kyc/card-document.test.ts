// @vitest-environment node
// isCardDocumentRequired (spec 4.3 rule 4): a card of another bank that failed its verification makes the
// home address ask for a document, until one is uploaded for it; no failed card, no request.
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { VERIFICATION_ATTEMPTS } from '../cards/external-cards.ts';
import type { UploadedDocumentView } from './documents.ts';
import { cardDocumentRequired } from './card-document.ts';
import { files, isoDaysAgo, upload } from './test-support.ts';

const added = new Date('2026-11-01T10:00:00Z');
const doc = (statusId: number, uploaded: string, isSubDocument = false) =>
  ({ statusId, uploaded, isSubDocument }) as UploadedDocumentView;

test.each<[string, boolean, Date | null, UploadedDocumentView[], boolean]>([
  ['no failed card', true, null, [], false],
  ['a failed card, no document', true, added, [], true],
  ['a failed card, not the home address', false, added, [], false],
  ['a document in review uploaded after the card', true, added, [doc(0, '2026-11-02T00:00:00Z')], false],
  ['a confirmed document uploaded after the card', true, added, [doc(2, '2026-11-02T00:00:00Z')], false],
  ['only a document from before the card', true, added, [doc(2, '2026-10-01T00:00:00Z')], true],
  ['a rejected document after the card', true, added, [doc(26, '2026-11-02T00:00:00Z')], true],
  ['a page (sub-document) after the card', true, added, [doc(0, '2026-11-02T00:00:00Z', true)], true],
])('%s: required %s', (_case, isHome, failedCardAt, uploadedDocuments, required) => {
  expect(cardDocumentRequired({ isHome, uploadedDocuments }, failedCardAt)).toBe(required);
});

describe('a failed card of another bank on the sandbox', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('vera.device')).accessToken;
  });
  afterAll(() => t.close());

  const call = async (method: string, body: object = {}, key?: string) =>
    (await t.call(method, body, { token, ...(key ? { key } : {}) })).body;
  const home = async () => (await call('addressInquiry')).addresses[0];

  test('asks the card document on the home address (addressInquiry and kycCustomerInfoGet) until one is uploaded', async () => {
    expect(await home()).toMatchObject({ isCardDocumentRequired: false });
    const expiryYear = t.clock.now().getUTCFullYear() + 1;
    const card = await call(
      'externalCardAdd',
      { cardNumber: '5200828282828210', expiryMonth: 12, expiryYear, holderName: 'Vera Costa' },
      newKey(),
    );
    const charge = (await (await t.request(`/__sandbox/external-card-charge?cardId=${card.cardId}`)).json()) as {
      amount: string;
    };
    const wrong = charge.amount === '1.99' ? '0.10' : '1.99';
    for (let attempt = 0; attempt < VERIFICATION_ATTEMPTS; attempt++) {
      await call('externalCardConfirm', { cardId: card.cardId, amount: wrong });
    }
    const address = await home();
    expect(address).toMatchObject({ addressStatus: 1, isCardDocumentRequired: true });
    const kyc = (await call('kycCustomerInfoGet')).kyc;
    expect(kyc.addresses[0]).toMatchObject({ addressId: address.addressId, isCardDocumentRequired: true });

    const proof = await upload(
      t,
      'confirmAddress',
      token,
      { addressId: address.addressId, documentTypeId: 22, issuedDate: isoDaysAgo(t, 10) },
      { file: files.png() },
    );
    expect(proof.body.responseCode).toBe('00');
    expect(await home()).toMatchObject({ isCardDocumentRequired: false });
  });
});
