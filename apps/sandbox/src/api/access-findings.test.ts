// @vitest-environment node
// The security review's access findings (reviews/security-2026-12-01.md), refused by the access policy:
// H3 erin (right 3) may not read or regenerate the webhook signing secret nor touch IPN settings, confirm or resend;
// M1 a read-only (right 1) user changes none of the company's KYC data; a right-5 (uploading) or right-0 user sees
// no balances or history but the company documents (identity spec 2.3, 6).
import { randomUUID } from 'node:crypto';
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';
import { companyUser, northwindOf } from './access-test-support.ts';

const denied = { responseCode: '13', responseDescription: 'Access denied' };

describe('the review’s access findings', () => {
  let t: TestSandbox;
  let northwind: number;
  let boris: string;
  let erin: string;
  const call = async (token: string, method: string, body: Record<string, unknown> = {}) =>
    (await t.call(method, { fromCustomerId: northwind, ...body }, { token, key: randomUUID() })).body;

  beforeAll(async () => {
    t = await createTestSandbox();
    northwind = await northwindOf(t);
    boris = (await t.signIn('boris.business')).accessToken;
    erin = (await t.signIn('erin.employee')).accessToken;
  });
  afterAll(() => t.close());

  describe('H3: the webhook signing secret and the IPN settings need right 2', () => {
    test('erin is refused paymentNotificationSettingsUpdate and gets no secret; boris gets one', async () => {
      expect(await call(erin, 'paymentNotificationSettingsUpdate', { regenerateSecret: true })).toEqual(denied);
      const made = await call(boris, 'paymentNotificationSettingsUpdate', { regenerateSecret: true });
      expect(made).toMatchObject({ responseCode: '00', secret: expect.stringMatching(/^whsec_/) });
    });

    test.each([
      ['paymentNotificationSettingsGet', {}],
      ['ipnSettingsGet', {}],
      ['ipnSettingsUpdate', { notifyUrl: 'https://erin.example/ipn' }],
      ['ipnConfirm', { id: 1 }],
      ['ipnResend', { id: 1 }],
    ])('erin is refused %s', async (method, body) => {
      expect(await call(erin, method, body)).toEqual(denied);
    });
  });

  describe('M1: a read-only user changes none of the company’s KYC data', () => {
    let reader: string;
    beforeAll(async () => {
      reader = await companyUser(t, 'policy.reader', 1);
    });

    test('addressDelete and customerAddressCreate are refused; the addresses stay as they were', async () => {
      const made = await call(boris, 'customerAddressCreate', {
        addressType: 2,
        address1: 'Deletable Street 1',
        city: 'London',
        postalCode: 'E1 6AN',
        countryCode: 'GB',
      });
      expect(made.responseCode).toBe('00');
      const before = (await call(reader, 'addressInquiry')).addresses;
      expect(await call(reader, 'addressDelete', { id: made.address.addressId })).toEqual(denied);
      const create = { addressType: 2, address1: 'Read-only Street 1', city: 'X', postalCode: '1', countryCode: 'GB' };
      expect(await call(reader, 'customerAddressCreate', create)).toEqual(denied);
      expect((await call(reader, 'addressInquiry')).addresses).toEqual(before);
    });

    test('paymentEmailAdd is refused; the payment e-mails stay as they were', async () => {
      const before = (await call(reader, 'paymentEmailList')).emails;
      expect(await call(reader, 'paymentEmailAdd', { emailAddress: 'reader-controlled@example.test' })).toEqual(denied);
      expect((await call(reader, 'paymentEmailList')).emails).toEqual(before);
    });
  });

  describe('without balance-info access (rights 5 and 0): the company documents only', () => {
    let uploader: string;
    let none: string;
    beforeAll(async () => {
      uploader = await companyUser(t, 'policy.uploader', 5);
      none = await companyUser(t, 'policy.none', 0);
    });

    test.each(['balanceInquiry', 'transactionHistory'])('a right-5 user is refused %s', async (method) => {
      expect(await call(uploader, method)).toEqual(denied);
    });

    test.each(['businessInfoGet', 'documentsInquiry', 'addressInquiry', 'customerDocumentCategories'])(
      'a right-5 user is answered %s',
      async (method) => {
        expect((await call(uploader, method)).responseCode).toBe('00');
      },
    );

    test('a right-0 user is refused the balances of their own company, with or without fromCustomerId', async () => {
      expect((await t.call('balanceInquiry', {}, { token: none })).body).toEqual(denied);
      expect(await call(none, 'balanceInquiry')).toEqual(denied);
      expect(await call(none, 'businessInfoGet')).toEqual(denied);
    });
  });
});
