// @vitest-environment node
// The global pay recipient's code calls with an Idempotency-Key each (what the client sends): in the idempotency
// store a refusal rolls back, yet the lock it causes is kept — the payment stopped, its money back with the sender.
// (recipient.test.ts types the wrong codes with keys: their counts and the lock after PAYMENT_FAILURES.)
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/tables.ts';
import { CODE_SENDS, lockedText } from '../domains/global-pay/recipient-code.ts';
import { demoCsv } from '../domains/global-pay/test-support.ts';
import { MAX_ATTEMPTS, RETRY_SECONDS } from '../domains/transfers/operations.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';

describe('a global payment whose codes ran out, asked again with a key', () => {
  let t: TestSandbox;
  let paymentSecret = '';
  beforeAll(async () => {
    t = await createTestSandbox();
    const { accessToken: token } = await t.signIn('boris.business');
    const accounts = (await t.call('balanceInquiry', {}, { token })).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({ batchName: 'One payee', accountId: accounts.find((a) => a.currencyCode === 'GBP')?.accountId }),
    );
    form.set('attachedFile', new Blob([demoCsv(1)]), 'p.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
        body: form,
      })
    ).json()) as { batchId: number };
    await t.call('globalPayBatchSubmit', { batchId: uploaded.batchId }, { token, key: newKey() });
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'payee1@example.com'));
    paymentSecret = mail?.link?.replace('/receive/', '') ?? '';
  });
  afterAll(() => t.close());

  const pub = (method: string, body: object) => t.call(method, body, { key: newKey() });
  const lastCode = async () =>
    (
      await t.db
        .select({ code: outboxMessages.code })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'payee1@example.com'))
        .orderBy(desc(outboxMessages.id))
        .limit(1)
    )[0]?.code;

  test('the resend that finds no code left locks the payment, through the rollback of its refusal', async () => {
    const submitted = await pub('globalPayPaymentSubmit', {
      paymentSecret,
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      countryCode: 'DE',
      paymentDetails: { iban: 'DE89370400440532013000' },
    });
    const { operationId } = submitted.body;
    const resend = () => pub('globalPayApprovalResend', { paymentSecret, operationId, approveType: 'otp' });
    for (let sent = 2; sent <= CODE_SENDS; sent += 1) {
      t.clock.advance(RETRY_SECONDS * 1000);
      expect((await resend()).body.responseCode).toBe('00');
    }
    const code = Number(await lastCode());
    const wrong = String(code === 999_999 ? 100_000 : code + 1);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await pub('globalPayPaymentApprove', { paymentSecret, operationId, approvalCode: wrong });
    }
    t.clock.advance(RETRY_SECONDS * 1000);
    expect((await resend()).body).toEqual({ responseCode: 'TA1', responseDescription: lockedText });
    const details = (await pub('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails;
    expect(details.status).toBe('expired');
  });
});
