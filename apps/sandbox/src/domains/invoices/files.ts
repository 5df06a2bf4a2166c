// The invoice's PDF (GET /api/files/<link>, files/links.ts): on the brand's letterhead with its legal details, in
// the language of the call that made the link, generated from the database when fetched. A funding invoice adds how
// to pay it into the account.
import type { LoadedBrand } from '@paydeck/brand-config/node';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { brandById } from '../../files/brands.ts';
import { fileKind, pdfFile } from '../../files/kinds.ts';
import { PdfWriter } from '../../files/pdf.ts';
import { fill, type Lang, languages } from '../../lang.ts';
import { accounts } from '../accounts/tables.ts';
import { invoicePdfWords } from './pdf-words.ts';
import { invoiceOf, SYSTEM_PAYEE, type WireInvoice, wireInvoice } from './rows.ts';
import { invoices } from './tables.ts';

function legalLines(pdf: PdfWriter, brand: LoadedBrand): void {
  const { legal } = brand.brand;
  pdf.space(18);
  pdf.paragraph(legal.entityName, { size: 9, bold: true });
  pdf.paragraph(legal.registrationNumber, { size: 9, colour: 'muted' });
  pdf.paragraph(legal.addressLines.join(', '), { size: 9, colour: 'muted' });
  pdf.paragraph(legal.regulatorText, { size: 9, colour: 'muted' });
}

export async function invoicePdf(input: {
  brand: LoadedBrand;
  invoice: WireInvoice;
  issuer: string;
  billTo: string;
  accountNumber: string;
  lang: Lang;
  now: Date;
}): Promise<Uint8Array> {
  const { invoice, brand } = input;
  const words = invoicePdfWords[input.lang];
  const id = { id: String(invoice.id) };
  const title = fill(invoice.isFunding ? words.fundingTitle : words.title, id);
  const pdf = await PdfWriter.create({
    title,
    footer: `${brand.brand.legal.entityName} · ${fill(words.footer, id)}`,
    now: input.now,
  });
  pdf.letterhead(brand);
  pdf.heading(title);
  pdf.fields([
    [words.issuedBy, invoice.isSystem ? brand.brand.legal.entityName : input.issuer],
    [words.billTo, input.billTo],
    [words.amount, `${invoice.amount} ${invoice.currencyCode}`],
    [words.fee, `${invoice.feePayment} ${invoice.currencyCode}`],
    [words.total, `${invoice.total} ${invoice.currencyCode}`],
    [words.issued, invoice.sentDate.slice(0, 10)],
    [words.due, invoice.dueDate ?? '-'],
    [words.status, words[`status_${invoice.status}`]],
  ]);
  if (invoice.noteBody) {
    pdf.space(8);
    pdf.paragraph(invoice.noteBody);
  }
  if (invoice.isFunding) {
    pdf.space(8);
    pdf.paragraph(words.payBy, { bold: true });
    pdf.fields([
      [words.beneficiary, brand.brand.legal.entityName],
      [words.account, input.accountNumber],
      [words.reference, `INV-${invoice.id}`],
    ]);
  }
  if (invoice.rejectNote) pdf.paragraph(fill(words.rejected, { note: invoice.rejectNote }), { colour: 'muted' });
  legalLines(pdf, brand);
  return pdf.bytes();
}

/** The invoice `i` as customer `c` sees it (either side), in brand `b` (the default brand when absent) and language
 * `l` (English when absent: a link made before the PDFs were written in the call's language). */
const invoiceFile = fileKind({
  name: 'invoice',
  request: v.object({
    k: v.literal('invoice'),
    c: v.number(),
    i: v.number(),
    b: v.optional(v.string()),
    l: v.optional(v.picklist(languages), 'en'),
  }),
  async generate(db, request, now) {
    const brand = brandById(request.b ?? 'wallet');
    if (!brand) return undefined;
    const [stored] = await db
      .select({
        payee: invoices.payeeCustomerId,
        payer: invoices.payerCustomerId,
        accountNumber: accounts.accountNumber,
      })
      .from(invoices)
      .innerJoin(accounts, eq(accounts.id, invoices.payeeAccountId))
      .where(eq(invoices.id, request.i));
    if (!stored || (stored.payee !== request.c && stored.payer !== request.c)) return undefined;
    const side = stored.payer === request.c ? 'received' : 'sent';
    const row = await invoiceOf(db, request.c, request.i, side);
    if (!row) return undefined;
    const invoice = wireInvoice(row, side, null, request.l);
    const body = await invoicePdf({
      brand,
      invoice,
      issuer: row.invoice.isSystem ? SYSTEM_PAYEE : (row.payeeName ?? ''),
      billTo: `${row.payerName ?? ''} <${row.invoice.payerEmail}>`,
      accountNumber: stored.accountNumber,
      lang: request.l,
      now,
    });
    return pdfFile(`invoice-${invoice.id}.pdf`, body);
  },
});

export const invoiceFiles = [invoiceFile];
