// The certifications' documents as downloads (FormDocument url, GET /api/files/<link>): the tax residency
// self-certification, the signed US form and the receipt of the certificate of loss of nationality, each a
// PDF generated from the certification when fetched.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { fileKind, pdfFile } from '../../files/kinds.ts';
import { PdfWriter } from '../../files/pdf.ts';
import { signatureRequests, taxCertifications } from './tables.ts';

const titles: Record<string, string> = {
  'self-certification': 'Tax residency self-certification',
  form: 'US tax form',
  'loss-of-nationality': 'Certificate of loss of nationality (received)',
};

const printable = (value: unknown): string =>
  Array.isArray(value) || (typeof value === 'object' && value !== null) ? JSON.stringify(value) : String(value);

export const taxDocument = fileKind({
  name: 'tax-document',
  request: v.object({
    k: v.literal('tax-document'),
    c: v.number(),
    t: v.number(),
    d: v.picklist(['self-certification', 'form', 'loss-of-nationality']),
  }),
  async generate(db, request, now) {
    const [row] = await db
      .select()
      .from(taxCertifications)
      .where(and(eq(taxCertifications.id, request.t), eq(taxCertifications.customerId, request.c)));
    if (!row) return undefined;
    const [signature] =
      row.signatureId === null
        ? []
        : await db.select().from(signatureRequests).where(eq(signatureRequests.id, row.signatureId));
    const title = request.d === 'form' ? (signature?.formType ?? titles.form) : (titles[request.d] ?? 'Document');
    const pdf = await PdfWriter.create({ title: `${title}`, footer: `Paydeck sandbox · ${title}`, now });
    pdf.heading(title ?? 'Document');
    pdf.fields([
      ['Certification', `${row.kind} #${row.id}`],
      ['Status', row.status],
      ['Signed at', row.signedAt?.toISOString() ?? '-'],
      ...(signature?.signature
        ? ([['Signature', `${signature.signature} (${signature.signerName})`]] as [string, string][])
        : []),
    ]);
    for (const [name, value] of Object.entries(row.answers)) {
      if (value !== null) pdf.paragraph(`${name}: ${printable(value)}`, { size: 9 });
    }
    return pdfFile(`${request.d}-${row.id}.pdf`, await pdf.bytes());
  },
});
