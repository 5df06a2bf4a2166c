// @vitest-environment node
// The recipient's page without a session: boris submits a batch, a payee opens the mailed link's secret, sees
// the details, countries and methods (one forbidden by the sender), the meta, submits with an IBAN, approves with
// the mailed code (a wrong code refused first; a resend works) and the payment is paid; another payee refuses.
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { demoCsv } from './test-support.ts';

describe('the recipient of a global payment', () => {
  let t: TestSandbox;
  const secrets: Record<string, string> = {};
  const pub = (method: string, body: object, key?: string) => t.call(method, body, key ? { key } : {});
  const lastCode = async (email: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email))
        .orderBy(desc(outboxMessages.id))
    )[0]?.code;

  beforeAll(async () => {
    t = await createTestSandbox();
    const { accessToken: token } = await t.signIn('boris.business');
    const accounts = (await t.call('balanceInquiry', {}, { token })).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    const gbp = accounts.find((a) => a.currencyCode === 'GBP');
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'Payees', accountId: gbp?.accountId }));
    form.set('attachedFile', new Blob([demoCsv(3)]), 'p.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as { batchId: number };
    const batch = (await t.call('globalPayBatchDetails', { batchId: uploaded.batchId }, { token })).body.batch;
    const first = batch.payments[0].paymentId;
    await t.call(
      'globalPayPaymentSetMethodForbidden',
      { batchId: uploaded.batchId, paymentId: first, method: 'crypto', forbidden: true },
      { token },
    );
    expect(
      (await t.call('globalPayBatchSubmit', { batchId: uploaded.batchId }, { token, key: newKey() })).body.responseCode,
    ).toBe('00');
    for (const email of ['payee1@example.com', 'payee2@example.com']) {
      const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
      secrets[email] = mail?.link?.replace('/receive/', '') ?? '';
    }
  });
  afterAll(() => t.close());

  test('picks a country and method, approves with the code, and is paid', async () => {
    const paymentSecret = secrets['payee1@example.com'] as string;
    const details = (await pub('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails;
    expect(details).toMatchObject({
      status: 'new',
      beneficiaryName: 'Payee 1',
      senderName: 'Northwind Media Ltd',
      currencyCode: 'GBP',
    });
    const countries = (await pub('globalPayPaymentCountries', { paymentSecret })).body.countries;
    expect(countries).toContainEqual({ countryCode: 'DE', currencyCode: 'EUR' });
    const options = (await pub('globalPayPaymentMethods', { paymentSecret, countryCode: 'DE' })).body.options;
    expect(options.map((o: { transferType: string }) => o.transferType)).toEqual(['oct', 'wire']);
    const meta = (
      await pub('globalPayPaymentMeta', {
        paymentSecret,
        paymentMethod: 'wire',
        toCurrencyCode: 'EUR',
        countryCode: 'DE',
      })
    ).body;
    expect(meta).toMatchObject({ responseCode: '00', feeCurrencyCode: 'GBP' });
    expect((await pub('globalPayExtraParams', { paymentMethod: 'wire' })).body.params).toEqual([
      { name: 'iban', required: true },
    ]);
    const bad = {
      paymentSecret,
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      countryCode: 'DE',
      paymentDetails: { iban: 'DE00' },
    };
    expect((await pub('globalPayPaymentSubmit', bad)).body.validationErrors).toEqual([
      { param: 'iban', description: 'is not valid' },
    ]);
    const crypto = { ...bad, paymentMethod: 'crypto', paymentDetails: { address: 'x'.repeat(30) } };
    expect((await pub('globalPayPaymentSubmit', crypto)).body.responseCode).toBe('VF');
    const submitted = (
      await pub('globalPayPaymentSubmit', { ...bad, paymentDetails: { iban: 'DE89 3704 0044 0532 0130 00' } })
    ).body;
    expect(submitted).toMatchObject({ responseCode: '00', approveType: 'otp', approvalSentTo: 'p•••@example.com' });
    const operationId = submitted.operationId;
    expect(
      (await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode: '000000' }, newKey())).body
        .responseCode,
    ).toBe('VF');
    expect(
      (await pub('globalPayApprovalResend', { paymentSecret, operationId, approveType: 'otp' })).body.responseCode,
    ).toBe('00');
    const code = await lastCode('payee1@example.com');
    const approved = (
      await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode: code }, newKey())
    ).body;
    expect(approved).toMatchObject({ responseCode: '00', status: 'paid' });
    expect((await pub('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails.status).toBe('paid');
    expect((await pub('globalPayPaymentCancel', { paymentSecret }, newKey())).body.responseCode).toBe('VF');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('refuses: the status becomes refused and the money goes back', async () => {
    const paymentSecret = secrets['payee2@example.com'] as string;
    expect((await pub('globalPayPaymentCancel', { paymentSecret }, newKey())).body).toMatchObject({
      responseCode: '00',
      status: 'refused',
    });
    expect((await pub('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails.status).toBe('refused');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('an unknown secret is refused', async () => {
    expect((await pub('globalPayPaymentDetails', { paymentSecret: 'y'.repeat(43) })).body.responseCode).toBe('13');
  });
});
