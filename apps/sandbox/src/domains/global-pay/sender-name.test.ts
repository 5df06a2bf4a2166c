// @vitest-environment node
// Who the recipient's page names as the sender: the company when a company's user sent the batch (boris for
// Northwind), the person when a person sent it from their own accounts (anna). It used to be the company's name
// only, so a person's payee read an empty sender.
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { demoCsv } from './test-support.ts';

describe("the recipient's page names the sender", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  /** `login` submits a one-row batch from its first account in `currency`; the payee's secret from the e-mail. */
  async function payOne(login: string, currency: string, name: string): Promise<string> {
    const { accessToken: token } = await t.signIn(login);
    const accounts = (await t.call('balanceInquiry', {}, { token })).body.accounts as {
      accountId: number;
      currencyCode: string;
      typeId: number;
    }[];
    const account = accounts.find((a) => a.currencyCode === currency && a.typeId === 1001);
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: name, accountId: account?.accountId }));
    form.set('attachedFile', new Blob([demoCsv(1, [], name)]), 'one.csv');
    const uploaded = (await (
      await t.request('/api?method=globalPayBatchUpload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as { batchId: number };
    const submitted = await t.call('globalPayBatchSubmit', { batchId: uploaded.batchId }, { token, key: newKey() });
    expect(submitted.body).toMatchObject({ responseCode: '00', status: 'submitted' });
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'payee1@example.com'))
      .orderBy(desc(outboxMessages.id));
    return mail?.link?.replace('/receive/', '') ?? '';
  }

  it.each([
    ['a company (boris for Northwind)', 'boris.business', 'GBP', 'Northwind Media Ltd'],
    ['a person from their own account (anna)', 'anna.personal', 'EUR', 'Anna Novak'],
  ])('%s', async (_case, login, currency, senderName) => {
    const paymentSecret = await payOne(login, currency, `From ${login}`);
    const details = (await t.call('globalPayPaymentDetails', { paymentSecret })).body.paymentDetails;
    expect(details.senderName).toBe(senderName);
  });
});
