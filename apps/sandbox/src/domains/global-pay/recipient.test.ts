// @vitest-environment node
// The recipient's page without a session: boris submits a batch, a payee opens the mailed link's secret, sees
// the details, countries and methods (one forbidden by the sender), the meta, submits with an IBAN, approves with
// the mailed code (a wrong code refused first; a resend works) and the payment is paid; another payee refuses.
// The code's limits (security review M4): wrong codes counted through their refusals, resends apart and capped,
// and a payment locked (its money back with the sender) after PAYMENT_FAILURES wrong codes.
import { addDecimals, compareDecimals } from '@paydeck/brand-config/decimal';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { MAX_ATTEMPTS, RETRY_SECONDS } from '../transfers/operations.ts';
import { CODE_SENDS, lockedText, PAYMENT_FAILURES } from './recipient-code.ts';
import { globalPayPayments } from './tables.ts';
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
    form.set('attachedFile', new Blob([demoCsv(6)]), 'p.csv');
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
      { batchId: uploaded.batchId, list: [first], method: 'crypto', forbidden: true },
      { token },
    );
    expect(
      (await t.call('globalPayBatchSubmit', { batchId: uploaded.batchId }, { token, key: newKey() })).body.responseCode,
    ).toBe('00');
    for (const email of [1, 2, 3, 4, 5, 6].map((n) => `payee${n}@example.com`)) {
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
    const resend = () => pub('globalPayApprovalResend', { paymentSecret, operationId, approveType: 'otp' });
    expect((await resend()).body.validationErrors).toEqual([{ param: 'operationId', description: 'wait 30 seconds' }]);
    t.clock.advance(RETRY_SECONDS * 1000);
    expect((await resend()).body.responseCode).toBe('00');
    const code = await lastCode('payee1@example.com');
    const approved = (
      await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode: code }, newKey())
    ).body;
    expect(approved).toMatchObject({ responseCode: '00', status: 'paid' });
    const again = await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode: code }, newKey());
    expect(again.body).toEqual(approved); // a repeated approval (a retry) answers the same, pays nothing more
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

  /** The payee chooses a wire to Germany: the first code is mailed. */
  const submitted = async (email: string) => {
    const paymentSecret = secrets[email] as string;
    const body = (
      await pub('globalPayPaymentSubmit', {
        paymentSecret,
        paymentMethod: 'wire',
        currencyCode: 'EUR',
        countryCode: 'DE',
        paymentDetails: { iban: 'DE89370400440532013000' },
      })
    ).body;
    expect(body.responseCode).toBe('00');
    const operationId = body.operationId as number;
    const approve = async (approvalCode: string) =>
      (await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode }, newKey())).body;
    const resend = async () =>
      (await pub('globalPayApprovalResend', { paymentSecret, operationId, approveType: 'otp' })).body;
    /** A code that is not the one mailed last. */
    const wrongCode = async () => {
      const code = Number(await lastCode(email));
      return String(code === 999_999 ? 100_000 : code + 1);
    };
    const status = async () => (await pub('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails.status;
    return { paymentSecret, operationId, approve, resend, wrongCode, status };
  };
  const notRight = 'The code is not right';
  const expired = 'The code has expired; send a new one';

  test(`a wrong code's count survives its refusal: ${MAX_ATTEMPTS} wrong codes, then the right one is refused`, async () => {
    const payee = await submitted('payee3@example.com');
    for (let i = 0; i < MAX_ATTEMPTS; i += 1)
      expect((await payee.approve(await payee.wrongCode())).responseDescription).toBe(notRight);
    expect((await payee.approve((await lastCode('payee3@example.com')) ?? '')).responseDescription).toBe(expired);
    expect(await payee.status()).toBe('pending');
  });

  test(`M4: 30 wrong codes over 10 resends: ${PAYMENT_FAILURES} are compared, then the payment is locked and its money goes back`, async () => {
    const gbp = async (): Promise<string> =>
      (
        await t.call('balanceInquiry', {}, { token: (await t.signIn('boris.business')).accessToken })
      ).body.accounts.find(
        (a: { currencyCode: string; typeId: number }) => a.currencyCode === 'GBP' && a.typeId === 1001,
      ).balance;
    const before = await gbp();
    const payee = await submitted('payee4@example.com');
    const answers: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (let i = 0; i < 3; i += 1) answers.push((await payee.approve(await payee.wrongCode())).responseDescription);
      t.clock.advance(RETRY_SECONDS * 1000);
      await payee.resend();
    }
    expect(answers.filter((answer) => answer === notRight)).toHaveLength(PAYMENT_FAILURES - 1);
    expect(answers.slice(PAYMENT_FAILURES - 1)).toEqual(Array(30 - PAYMENT_FAILURES + 1).fill(lockedText));
    expect(await payee.approve((await lastCode('payee4@example.com')) ?? '')).toEqual({
      responseCode: 'TA1',
      responseDescription: lockedText,
    });
    expect(await payee.status()).toBe('expired');
    expect(compareDecimals(await gbp(), addDecimals([before, '13.50']))).toBe(1); // row 4's 13.50 GBP and its fee are back
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, loginOf('boris.business')))
      .orderBy(desc(outboxMessages.id));
    expect(mail?.subject).toBe('A global payment was stopped');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test(`codes go ${RETRY_SECONDS} s apart, at most ${CODE_SENDS} per payment; with none left to use the payment is locked`, async () => {
    const payee = await submitted('payee5@example.com');
    expect((await payee.resend()).validationErrors).toEqual([{ param: 'operationId', description: 'wait 30 seconds' }]);
    t.clock.advance(10_000);
    expect((await payee.resend()).validationErrors).toEqual([{ param: 'operationId', description: 'wait 20 seconds' }]);
    for (let sent = 2; sent <= CODE_SENDS; sent += 1) {
      t.clock.advance(RETRY_SECONDS * 1000);
      expect((await payee.resend()).responseCode).toBe('00');
    }
    t.clock.advance(RETRY_SECONDS * 1000);
    const noMore = {
      responseCode: 'TA1',
      responseDescription: 'No more codes can be sent for this payment: use the last one',
    };
    expect(await payee.resend()).toEqual(noMore);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1)
      expect((await payee.approve(await payee.wrongCode())).responseDescription).toBe(notRight);
    expect(await payee.resend()).toEqual({ responseCode: 'TA1', responseDescription: lockedText });
    expect(await payee.status()).toBe('expired');
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test(`parallel guesses of one code share its ${MAX_ATTEMPTS} tries`, async () => {
    const payee = await submitted('payee6@example.com');
    const wrong = await payee.wrongCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payee.approve(wrong)));
    expect(answers.filter((answer) => answer.responseDescription === notRight)).toHaveLength(MAX_ATTEMPTS);
    expect((await payee.approve((await lastCode('payee6@example.com')) ?? '')).responseDescription).toBe(expired);
    const [row] = await t.db.select().from(globalPayPayments).where(eq(globalPayPayments.secret, payee.paymentSecret));
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, failures: MAX_ATTEMPTS, status: 'pending' });
  });

  test('an unknown secret is refused', async () => {
    expect((await pub('globalPayPaymentDetails', { paymentSecret: 'y'.repeat(43) })).body.responseCode).toBe('13');
  });
});
