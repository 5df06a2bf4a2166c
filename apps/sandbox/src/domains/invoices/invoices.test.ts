// @vitest-environment node
// Invoices over HTTP between two customers: created by anna, received by pavel (with a notification), paid
// through the ledger once per Idempotency-Key (held until approved for a code mode), rejected with a note,
// the lists' filters, the funding invoice and the PDF on the brand's letterhead.
import { compareDecimals } from '@paydeck/brand-config/decimal';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { pdfText } from '../../files/pdf-text.ts';
import { minorOf } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';
import { users } from '../customer/tables.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}

describe('invoices between two customers', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const events: { customerId: number; event: { type: string; notification?: { title: string } } }[] = [];
  const as = (who: string) => ({ token: tokens[who] as string });
  const eur = async (who: string) =>
    ((await t.call('balanceInquiry', {}, as(who))).body.accounts as Account[]).find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
  const minor = (text: string) => minorOf(text, 'EUR');
  const create = (amount: string, noteBody = 'Flat share', toEmail = loginOf('pavel.push')) =>
    t.call(
      'invoiceCreate',
      { noteBody, toEmail, amount, currency: 'EUR', dueDate: '2099-01-31' },
      { ...as('anna.personal'), key: newKey() },
    );
  const received = async (who: string, filter: object = {}) =>
    (await t.call('invoiceListReceived', filter, as(who))).body;
  const pay = async (who: string, invoiceId: number, key = newKey()) =>
    t.call('invoicePay', { invoiceId, fromAccountId: (await eur(who)).accountId }, { ...as(who), key });

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const name of ['anna.personal', 'pavel.push', 'sofia.sms']) tokens[name] = (await t.signIn(name)).accessToken;
    // pavel approves payments by push in the seed; these tests choose his mode themselves
    await t.db
      .update(users)
      .set({ transactionApproveMode: 'none' })
      .where(eq(users.login, loginOf('pavel.push')));
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      events.push({ customerId, event: event as never });
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test('a created invoice is in the payee list of the payer, named by its payee, and notified', async () => {
    const answer = await create('12.50', 'Concert');
    expect(answer.body).toMatchObject({ responseCode: '00', invoiceId: expect.any(Number) });
    const list = await received('pavel.push', { status: 0 });
    const invoice = list.invoices.find((i: { id: number }) => i.id === answer.body.invoiceId);
    expect(invoice).toMatchObject({
      payeeName: 'Anna Novak',
      payerName: null,
      payeeEmail: loginOf('anna.personal'),
      amount: '12.50',
      total: '12.50',
      feePayment: '0.00',
      status: 'unpaid',
      statusId: 0,
      noteBody: 'Concert',
      isFunding: 0,
      isSystem: 0,
    });
    const sent = (await t.call('invoiceListSent', { status: 0 }, as('anna.personal'))).body;
    expect(sent.invoices[0]).toMatchObject({
      id: answer.body.invoiceId,
      payerName: 'Pavel Ivanov',
      status: 'awaitingPayment',
    });
    expect(events.some((e) => e.event.type === 'notification' && e.event.notification?.title === 'New invoice')).toBe(
      true,
    );
  });

  test.each([
    [{ toEmail: 'a@b.c' }, 'toEmail'],
    [{ toEmail: 'nobody@example.com' }, 'toEmail'],
    [{ toEmail: loginOf('anna.personal') }, 'toEmail'],
    [{ amount: '1.001' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ dueDate: '2000-01-01' }, 'dueDate'],
    [{ currency: 'RON' }, 'currency'],
  ])('create refuses %j at %s', async (change, param) => {
    const body = {
      noteBody: '',
      toEmail: loginOf('pavel.push'),
      amount: '5',
      currency: 'EUR',
      dueDate: '2099-01-01',
      ...change,
    };
    const answer = await t.call('invoiceCreate', body, { ...as('anna.personal'), key: newKey() });
    expect(answer.body.responseCode).toBe('VF');
    expect(answer.body.validationErrors[0].param).toBe(param);
  });

  test('paying books the amount once per key: both balances move by it, the invoice is paid', async () => {
    const { invoiceId } = (await create('7.25')).body;
    const [annaBefore, pavelBefore] = [await eur('anna.personal'), await eur('pavel.push')];
    const key = newKey();
    const [first, second] = await Promise.all([pay('pavel.push', invoiceId, key), pay('pavel.push', invoiceId, key)]);
    expect(first.body).toMatchObject({ responseCode: '00', approveType: 'none', statusId: 2 });
    expect(second.body.transactionId).toBe(first.body.transactionId);
    expect(minor((await eur('anna.personal')).balance)).toBe(minor(annaBefore.balance) + 725n);
    expect(minor((await eur('pavel.push')).balance)).toBe(minor(pavelBefore.balance) - 725n);
    const again = await pay('pavel.push', invoiceId);
    expect(again.body.validationErrors[0]).toEqual({ param: 'invoiceId', description: 'is paid already' });
    expect((await received('pavel.push', { status: 1 })).invoices.map((i: { id: number }) => i.id)).toContain(
      invoiceId,
    );
  });

  test('with an SMS approval the payment is held (processing) until the code approves it', async () => {
    await t.db
      .update(users)
      .set({ transactionApproveMode: 'sms' })
      .where(eq(users.login, loginOf('pavel.push')));
    try {
      const { invoiceId } = (await create('3.00')).body;
      const paid = await pay('pavel.push', invoiceId);
      expect(paid.body).toMatchObject({ approveType: 'sms', statusId: 41 });
      expect((await received('pavel.push', { status: 3 })).invoices[0]).toMatchObject({
        id: invoiceId,
        status: 'processing',
      });
      const [row] = await t.db
        .select({ code: outboxMessages.code })
        .from(outboxMessages)
        .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.subject, 'Transfer code')))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const approved = await t.call(
        'transferApprove',
        { trxid: paid.body.operationId, approvalCode: String(row?.code) },
        as('pavel.push'),
      );
      expect(approved.body.responseCode).toBe('00');
      expect((await received('pavel.push', { status: 1 })).invoices[0]).toMatchObject({
        id: invoiceId,
        status: 'paid',
      });
    } finally {
      await t.db
        .update(users)
        .set({ transactionApproveMode: 'none' })
        .where(eq(users.login, loginOf('pavel.push')));
    }
  });

  test('a rejection keeps the note for the payee, notifies them, and the invoice cannot be paid', async () => {
    const { invoiceId } = (await create('9.90')).body;
    const rejected = await t.call(
      'invoiceReject',
      { invoiceId, note: 'Not mine' },
      { ...as('pavel.push'), key: newKey() },
    );
    expect(rejected.body.invoice).toMatchObject({ status: 'rejected', statusId: 2, rejectNote: 'Not mine' });
    const sent = await t.call('invoiceGet', { id: invoiceId, type: 'sent' }, as('anna.personal'));
    expect(sent.body.invoice).toMatchObject({ status: 'rejected', rejectNote: 'Not mine' });
    expect(events.at(-1)?.event.notification?.title).toBe('Invoice rejected');
    expect((await pay('pavel.push', invoiceId)).body.validationErrors[0].param).toBe('invoiceId');
    const other = await t.call('invoiceReject', { invoiceId, note: 'x' }, { ...as('sofia.sms'), key: newKey() });
    expect(other.body.validationErrors[0].param).toBe('invoiceId');
  });

  test.each([
    [
      { fromAmount: '40', toAmount: '100' },
      (i: { amount: string }) => compareDecimals(i.amount, '40') >= 0 && compareDecimals(i.amount, '100') <= 0,
    ],
    [{ payeeEmail: 'cleo' }, (i: { payeeEmail: string }) => i.payeeEmail.includes('cleo')],
    [{ status: 2 }, (i: { statusId: number }) => i.statusId === 2],
  ])('the received list filters by %j', async (filter, holds) => {
    const list = await received('anna.personal', filter);
    expect(list.invoices.length).toBeGreaterThan(0);
    expect(list.invoices.every(holds as (i: unknown) => boolean)).toBe(true);
    expect(list.results).toBe(list.invoices.length);
  });

  test('a funding invoice is a system funding invoice with a PDF carrying the brand and the account', async () => {
    const answer = await t.call(
      'invoiceFundingCreate',
      { amount: '250', brandId: 'baltic' },
      { ...as('anna.personal'), key: newKey() },
    );
    expect(answer.body.invoice).toMatchObject({ isFunding: 1, isSystem: 1, amount: '250.00', status: 'unpaid' });
    const text = pdfText(new Uint8Array(await (await t.request(answer.body.invoice.urlPdf)).arrayBuffer()));
    expect(text).toContain(`Funding invoice ${answer.body.invoice.id}`);
    expect(text).toContain('250.00 EUR');
    expect(text).toMatch(/PD\d{10}/);
    const refused = await t.call(
      'invoicePay',
      { invoiceId: answer.body.invoice.id, fromAccountId: (await eur('anna.personal')).accountId },
      { ...as('anna.personal'), key: newKey() },
    );
    expect(refused.body.responseCode).toBe('VF');
  });
});
