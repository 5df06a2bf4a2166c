// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The invoice answers of this sandbox parsed by
// @paydeck/invoices/api's own fetchers and schemas over HTTP, through the real client, as the invoices screen calls
// them. An answer that drifts fails here.
import { createApiClient, newIdempotencyKey } from '@paydeck/api-client';
import {
  createFundingInvoice,
  createInvoice,
  fetchInvoice,
  fetchInvoices,
  generateInvoicePdf,
  invoiceDirection,
  invoiceListFilter,
  isSystemFunding,
  payInvoice,
  rejectInvoice,
} from '@paydeck/invoices/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
}

describe('the invoice answers parse with @paydeck/invoices/api', () => {
  let t: TestSandbox;
  let base: string;
  const clientOf = async (name: string) => {
    const { accessToken } = await t.signIn(name);
    const api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
      onTermsError: () => undefined,
    });
    const accounts = (await t.call('balanceInquiry', {}, { token: accessToken })).body.accounts as Account[];
    const eur = accounts.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account;
    return { api, eur };
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    base = await t.listen();
  });
  afterAll(() => t.close());

  test('create, both lists, get with the PDF, pay, reject and the funding invoice', async () => {
    const anna = await clientOf('anna.personal');
    const cleo = await clientOf('cleo.cards');
    const input = {
      noteBody: 'Lamp',
      toEmail: 'cleo.cards@demo.paydeck.test',
      amount: '9.99',
      currency: 'EUR',
      dueDate: '2099-01-01',
    };
    const id = await createInvoice(anna.api, input, newIdempotencyKey());
    const sent = await fetchInvoices(anna.api, 'sent', invoiceListFilter({ list: 'sent', status: 0 }));
    expect(invoiceDirection(sent.invoices.find((i) => i.id === id) ?? {})).toBe('sent');
    const received = await fetchInvoices(cleo.api, 'received', invoiceListFilter({ email: 'anna' }));
    expect(invoiceDirection(received.invoices.find((i) => i.id === id) ?? {})).toBe('received');
    const one = await fetchInvoice(cleo.api, id, 'received', undefined, 'uk');
    expect(one.urlPdf).toMatch(/^\/api\/files\//);
    const pdf = await generateInvoicePdf(cleo.api, { invoiceId: id, brandId: 'wallet' });
    expect(pdf).toEqual({ fileName: `invoice-${id}.pdf`, redirectLink: expect.stringMatching(/^\/api\/files\//) });
    const paid = await payInvoice(cleo.api, { invoiceId: id, fromAccountId: cleo.eur.accountId }, newIdempotencyKey());
    expect(paid).toMatchObject({ approveType: 'none', statusId: 2, fee: '0.00' });
    const second = await createInvoice(anna.api, { ...input, noteBody: 'Chair' }, newIdempotencyKey());
    const rejected = await rejectInvoice(cleo.api, second, 'Not ordered', newIdempotencyKey());
    expect(rejected).toMatchObject({ statusId: 2, status: 'rejected', rejectNote: 'Not ordered' });
    const funding = await createFundingInvoice(anna.api, { amount: '100', currency: 'USD' }, newIdempotencyKey());
    expect(isSystemFunding(funding)).toBe(true);
    expect(funding).toMatchObject({ amount: '100.00', currencyCode: 'USD' });
  });
});
