// The contract's PDF (GET /api/files/<link>, files/links.ts), generated with pdf-lib from the database when
// fetched: the parties, the company, the share, the dates, both sides' obligations and signers, the status.
import * as v from 'valibot';
import { brandById } from '../../files/brands.ts';
import { fileKind, pdfFile } from '../../files/kinds.ts';
import { PdfWriter } from '../../files/pdf.ts';
import { contractFor, wireOne } from './rows.ts';

const contractFile = fileKind({
  name: 'contract',
  request: v.object({ k: v.literal('contract'), c: v.number(), i: v.number(), b: v.optional(v.string()) }),
  async generate(db, request, now) {
    const brand = brandById(request.b ?? 'wallet');
    const row = brand && (await contractFor(db, request.c, request.i));
    if (!brand || !row) return undefined;
    const contract = await wireOne(db, row, request.c);
    const pdf = await PdfWriter.create({
      title: `Revenue-split contract ${contract.id}`,
      footer: `${brand.brand.legal.entityName} · contract ${contract.id}`,
      now,
    });
    pdf.letterhead(brand);
    pdf.heading(`Revenue-split contract ${contract.id}`);
    pdf.fields([
      ['Company', contract.company.title],
      ['Sender (pays)', `${contract.sender.name} <${contract.sender.username}>`],
      ['Beneficiary (receives)', `${contract.beneficiary.name} <${contract.beneficiary.username}>`],
      ['Share of revenue', `${contract.percentage}%`],
      ['Active from', contract.activeFrom],
      ['Active to', contract.activeTo ?? 'until terminated'],
      ['Status', contract.status],
    ]);
    for (const [title, list, signer] of [
      ['Sender’s obligations', contract.senderObligations, contract.senderSignerName],
      ['Beneficiary’s obligations', contract.beneficiaryObligations, contract.beneficiarySignerName],
    ] as const) {
      pdf.space(8);
      pdf.paragraph(title, { bold: true });
      for (const item of list) pdf.paragraph(`• ${item}`);
      pdf.paragraph(`Signer: ${signer ?? ''}`, { colour: 'muted' });
    }
    if (contract.note) {
      pdf.space(8);
      pdf.paragraph(contract.note);
    }
    return pdfFile(`contract-${contract.id}.pdf`, await pdf.bytes());
  },
});

export const contractFiles = [contractFile];
