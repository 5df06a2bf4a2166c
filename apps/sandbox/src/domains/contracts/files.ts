// The contract's PDF (GET /api/files/<link>, files/links.ts), generated with pdf-lib from the database when
// fetched, in the language of the call that made the link: the parties, the company, the share, the dates, both
// sides' obligations and signers, the status. Names and the parties' own texts print as written (Noto Sans).
import type { Contract } from '@paydeck/contracts/api';
import type { LoadedBrand } from '@paydeck/brand-config/node';
import * as v from 'valibot';
import { brandById } from '../../files/brands.ts';
import { fileKind, pdfFile } from '../../files/kinds.ts';
import { PdfWriter } from '../../files/pdf.ts';
import { fill, type Lang, languages } from '../../lang.ts';
import { contractPdfWords } from './pdf-words.ts';
import { contractFor, wireOne } from './rows.ts';

export async function contractPdf(input: {
  contract: Contract;
  brand: LoadedBrand;
  lang: Lang;
  now: Date;
}): Promise<Uint8Array> {
  const { contract, brand } = input;
  const words = contractPdfWords[input.lang];
  const id = { id: String(contract.id) };
  const pdf = await PdfWriter.create({
    title: fill(words.title, id),
    footer: `${brand.brand.legal.entityName} · ${fill(words.footer, id)}`,
    now: input.now,
  });
  pdf.letterhead(brand);
  pdf.heading(fill(words.title, id));
  pdf.fields([
    [words.company, contract.company.title],
    [words.sender, `${contract.sender.name} <${contract.sender.username}>`],
    [words.beneficiary, `${contract.beneficiary.name} <${contract.beneficiary.username}>`],
    [words.share, `${contract.percentage}%`],
    [words.activeFrom, contract.activeFrom],
    [words.activeTo, contract.activeTo ?? words.untilTerminated],
    [words.status, words[`status_${contract.status}`]],
  ]);
  for (const [title, list, signer] of [
    [words.senderObligations, contract.senderObligations, contract.senderSignerName],
    [words.beneficiaryObligations, contract.beneficiaryObligations, contract.beneficiarySignerName],
  ] as const) {
    pdf.space(8);
    pdf.paragraph(title, { bold: true });
    for (const item of list) pdf.paragraph(`• ${item}`);
    pdf.paragraph(fill(words.signer, { name: signer ?? '' }), { colour: 'muted' });
  }
  if (contract.note) {
    pdf.space(8);
    pdf.paragraph(contract.note);
  }
  return pdf.bytes();
}

/** Contract `i` as customer `c` (a party) sees it, in brand `b` (the default when absent) and language `l`
 * (English when absent: a link made before the PDFs were written in the call's language). */
const contractFile = fileKind({
  name: 'contract',
  request: v.object({
    k: v.literal('contract'),
    c: v.number(),
    i: v.number(),
    b: v.optional(v.string()),
    l: v.optional(v.picklist(languages), 'en'),
  }),
  async generate(db, request, now) {
    const brand = brandById(request.b ?? 'wallet');
    const row = brand && (await contractFor(db, request.c, request.i));
    if (!brand || !row) return undefined;
    const contract = await wireOne(db, row, request.c);
    const body = await contractPdf({ contract, brand, lang: request.l, now });
    return pdfFile(`contract-${contract.id}.pdf`, body);
  },
});

export const contractFiles = [contractFile];
