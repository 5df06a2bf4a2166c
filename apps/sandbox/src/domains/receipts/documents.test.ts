// @vitest-environment node
// The PDF generator's other documents over HTTP (pdfGenerate with a document type): an invoice of either side, an
// account's confirmation letter and a revenue-split contract, each written in the call's language; the invoice's
// own link (invoiceGet), the bank's funding invoice's note and the contracts service's pdfUrl in the request's
// language too. Nobody gets a document of an object they may not read: another customer's, an unknown one, or,
// with an uploading right (5), anything but a contract.
import { eq } from 'drizzle-orm';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { pdfText } from '../../files/pdf-text.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { accounts } from '../accounts/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { customerByLogin } from '../invoices/parties.ts';
import { invoices } from '../invoices/tables.ts';

const denied = { responseCode: '13', responseDescription: 'Access denied' };

describe('pdfGenerate: invoices, account letters and contracts', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const generate = async (who: string, document: object, body: object = {}) =>
    (await t.call('pdfGenerate', { document: { brandId: 'wallet', ...document }, ...body }, { token: token[who] }))
      .body;
  const pdfOf = async (link: string) => {
    const response = await t.request(link);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const name of ['anna.personal', 'sofia.sms', 'cleo.cards', 'boris.business'])
      token[name.split('.')[0] as string] = (await t.signIn(name)).accessToken;
    token.uploader = await companyUser(t, 'documents.right5', 5);
    ids.northwind = await northwindOf(t);
    ids.anna = (await customerByLogin(t.db, loginOf('anna.personal'))) as number;
    ids.cleo = (await customerByLogin(t.db, loginOf('cleo.cards'))) as number;
    const [bike] = await t.db.select().from(invoices).where(eq(invoices.noteBody, 'Bike repair'));
    ids.invoice = bike?.id as number;
    const [annaAccount] = await t.db.select().from(accounts).where(eq(accounts.customerId, ids.anna));
    ids.annaAccount = annaAccount?.id as number;
    const [northwindAccount] = await t.db.select().from(accounts).where(eq(accounts.customerId, ids.northwind));
    ids.northwindAccount = northwindAccount?.id as number;
    const [active] = await t.db.select().from(contracts).where(eq(contracts.status, 'ACTIVE'));
    ids.contract = active?.id as number;
  });
  afterAll(() => t.close());

  test.each([
    ['anna (the payer)', 'anna', 'ru', 'Счёт'],
    ['cleo (the payee)', 'cleo', 'ua', 'Рахунок'],
  ] as const)('an invoice for %s, in the call’s language', async (_, who, lang, title) => {
    const answer = await generate(who, { type: 'invoice', invoiceId: ids.invoice }, { lang });
    expect(answer).toMatchObject({ responseCode: '00', fileName: `invoice-${ids.invoice}.pdf` });
    const text = await pdfOf(answer.redirectLink);
    expect(text).toContain(`${title} ${ids.invoice}`);
    expect(text).toContain('45.00 EUR');
    expect(text).not.toContain('Invoice');
  });

  test('anna’s account letter in Ukrainian', async () => {
    const answer = await generate('anna', { type: 'accountConfirmation', accountId: ids.annaAccount }, { lang: 'ua' });
    expect(answer).toMatchObject({ responseCode: '00', fileName: expect.stringMatching(/^account-confirmation-/) });
    expect(await pdfOf(answer.redirectLink)).toContain('Підтвердження рахунку');
  });

  test.each([
    ['boris for Northwind', 'boris'],
    ['a Northwind user with the uploading right (5)', 'uploader'],
  ])('the contract for %s, in Russian', async (_, who) => {
    const answer = await generate(
      who,
      { type: 'contract', contractId: ids.contract },
      { lang: 'ru', fromCustomerId: ids.northwind },
    );
    expect(answer).toMatchObject({ responseCode: '00', fileName: `contract-${ids.contract}.pdf` });
    const text = await pdfOf(answer.redirectLink);
    expect(text).toContain(`Договор о разделе выручки ${ids.contract}`);
    expect(text).toContain('Действует');
  });

  test.each([
    ['sofia asks for the invoice between anna and cleo', 'sofia', () => ({ type: 'invoice', invoiceId: ids.invoice })],
    ['anna asks for an unknown invoice', 'anna', () => ({ type: 'invoice', invoiceId: 999_999 })],
    [
      'cleo asks for anna’s account letter',
      'cleo',
      () => ({ type: 'accountConfirmation', accountId: ids.annaAccount }),
    ],
    ['anna asks for Northwind’s contract', 'anna', () => ({ type: 'contract', contractId: ids.contract })],
    ['anna asks for an unknown contract', 'anna', () => ({ type: 'contract', contractId: 999_999 })],
  ])('%s: refused as for an unknown one, no link', async (_, who, document) => {
    const answer = await generate(who, document());
    expect(answer.responseCode).toBe('VF');
    expect(answer.redirectLink).toBeUndefined();
  });

  test.each([
    ['account letter', () => ({ type: 'accountConfirmation', accountId: ids.northwindAccount })],
    ['proof of payment', () => ({ type: 'paymentConfirmation', transactionId: 1 })],
  ])('a Northwind user with the uploading right (5) is refused the %s (13)', async (_, document) => {
    expect(await generate('uploader', document(), { fromCustomerId: ids.northwind })).toEqual(denied);
  });

  test('an unknown document type is refused', async () => {
    const answer = await generate('anna', { type: 'passport', id: 1 });
    expect(answer).toMatchObject({ responseCode: 'VF', validationErrors: [{ param: 'document.type' }] });
  });

  test('the bank’s funding invoice: its note in the reader’s language, in the list and its PDF', async () => {
    const list = await t.call('invoiceListReceived', { lang: 'ru' }, { token: token.anna });
    const funding = (list.body.invoices as { id: number; isSystem: number; noteBody: string }[]).find(
      (invoice) => invoice.isSystem === 1,
    );
    expect(funding?.noteBody).toBe('Пополнение вашего счёта в EUR');
    const answer = await generate('anna', { type: 'invoice', invoiceId: funding?.id }, { lang: 'ua' });
    const text = await pdfOf(answer.redirectLink);
    expect(text).toContain('Поповнення вашого рахунку в EUR');
    expect(text).toContain('Сплатіть банківським переказом:');
    expect(text).not.toContain('Funding');
  });

  test('invoiceGet’s link and the contracts service’s pdfUrl are in the request’s language', async () => {
    const got = await t.call('invoiceGet', { id: ids.invoice, type: 'received', lang: 'ru' }, { token: token.anna });
    expect(await pdfOf(got.body.invoice.urlPdf)).toContain(`Счёт ${ids.invoice}`);
    const response = await t.request(`/contracts/contract/${ids.contract}/pdfUrl`, {
      headers: {
        authorization: `Bearer ${token.boris}`,
        'x-customer-id': String(ids.northwind),
        'accept-language': 'uk',
      },
    });
    const { data } = (await response.json()) as { data: { pdfUrl: string } };
    expect(await pdfOf(data.pdfUrl)).toContain(`Договір про розподіл виручки ${ids.contract}`);
  });
});
