// The proof of payment (pdfGenerate's `paymentConfirmation` document): a PDF on the brand's letterhead, in the
// language of the call, generated from the ledger when its link is fetched (files kind `paymentProof`). Only a
// payment that left or arrived has one: completed (2) or sent to the receiving bank (23); a held, rejected or
// canceled one moved no money to anyone.
import type { LoadedBrand } from '@paydeck/brand-config/node';
import * as v from 'valibot';
import { brandById } from '../../files/brands.ts';
import { fileKind, pdfFile } from '../../files/kinds.ts';
import { PdfWriter } from '../../files/pdf.ts';
import { type Lang, languages } from '../../lang.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { holderName } from '../accounts/statement-data.ts';
import { transactionTypeById } from '../accounts/transaction-types.ts';
import { type TransactionDetails, transactionDetailsOf } from './details.ts';
import { proofWords } from './proof-words.ts';

/** The statuses a proof of payment is made for. */
export const provableStatuses: readonly number[] = [TxStatus.completed, TxStatus.pending];

export const proofFileName = (transactionId: number) => `payment-${transactionId}.pdf`;

/** "2026-11-04T14:22:05Z" -> "2026-11-04 14:22:05". */
const utc = (iso: string) => iso.replace('T', ' ').replace(/(\.\d+)?Z$/, '');

const money = (amount: string, currency: string) => `${amount} ${currency}`;

export interface ProofInput {
  details: TransactionDetails;
  /** The name of the customer the proof is made for. */
  holder: string;
  brand: LoadedBrand | undefined;
  lang: Lang;
  now: Date;
}

/** Who paid and who was paid, with their accounts, as the customer's side and the counterparty say. */
function parties({ details, holder }: ProofInput) {
  const { counterparty, account, direction } = details;
  const them = counterparty.name ?? counterparty.email ?? '';
  if (direction === 'incoming')
    return { payer: them, payerAccount: counterparty.account, payee: holder, payeeAccount: account.accountNumber };
  return {
    payer: holder,
    payerAccount: account.accountNumber,
    payee: direction === 'own' ? holder : them,
    payeeAccount: counterparty.account,
  };
}

export async function paymentProofPdf(input: ProofInput): Promise<Uint8Array> {
  const { details, brand, lang, now } = input;
  const words = proofWords[lang];
  const entity = brand?.brand.legal.entityName ?? 'Paydeck';
  const pdf = await PdfWriter.create({
    title: `${words.title} ${details.transactionId}`,
    footer: `${entity} · ${words.title.toLowerCase()} ${details.transactionId}`,
    now,
  });
  if (brand) pdf.letterhead(brand);
  pdf.paragraph(now.toISOString().slice(0, 10), { colour: 'muted' });
  pdf.space(6);
  pdf.heading(words.title);
  pdf.paragraph(words.intro(entity));
  pdf.space(6);

  const who = parties(input);
  const converted = details.currencyCode !== details.toCurrencyCode;
  const incoming = details.direction === 'incoming';
  const rows: [string, string | null][] = [
    [words.transaction, String(details.transactionId)],
    [words.operation, details.approval?.operationId ?? null],
    [words.dateTime, utc(details.dateTime)],
    [words.status, details.statusId === TxStatus.completed ? words.completed : words.sent],
    [words.type, transactionTypeById(details.typeId)?.names[lang] ?? details.operationType],
    [
      words.amount,
      incoming ? money(details.toAmount, details.toCurrencyCode) : money(details.amount, details.currencyCode),
    ],
    [words.fee, incoming ? null : money(details.fee, details.currencyCode)],
    [words.rate, converted ? `1 ${details.currencyCode} = ${details.exchangeRate} ${details.toCurrencyCode}` : null],
    [words.received, converted && !incoming ? money(details.toAmount, details.toCurrencyCode) : null],
    [words.payer, who.payer],
    [words.payerAccount, who.payerAccount],
    [words.payee, who.payee],
    [words.payeeAccount, who.payeeAccount],
    [words.bank, details.counterparty.bank],
    [words.reference, details.reference],
  ];
  pdf.fields(rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== ''));
  if (details.description) {
    pdf.paragraph(words.description, { colour: 'muted' });
    pdf.paragraph(details.description);
    pdf.space(6);
  }
  pdf.paragraph(words.closing, { colour: 'muted' });
  if (brand) {
    const { legal } = brand.brand;
    pdf.space(18);
    pdf.paragraph(legal.entityName, { size: 9, bold: true });
    pdf.paragraph(legal.registrationNumber, { size: 9, colour: 'muted' });
    pdf.paragraph(legal.addressLines.join(', '), { size: 9, colour: 'muted' });
    pdf.paragraph(legal.regulatorText, { size: 9, colour: 'muted' });
  }
  return pdf.bytes();
}

/** A proof's link: the customer it is made for, the transaction, the language and the brand. */
export const paymentProofFile = fileKind({
  name: 'paymentProof',
  request: v.object({
    k: v.literal('paymentProof'),
    c: v.number(),
    t: v.number(),
    l: v.picklist(languages),
    b: v.optional(v.string()),
  }),
  async generate(db, request, now) {
    // Read again now: the link names a customer, and only a transaction of theirs that moved money has a proof.
    const details = await transactionDetailsOf(db, request.c, request.t, request.l);
    if (!details || !provableStatuses.includes(details.statusId)) return undefined;
    const body = await paymentProofPdf({
      details,
      holder: await holderName(db, request.c),
      brand: request.b ? brandById(request.b) : undefined,
      lang: request.l,
      now,
    });
    return pdfFile(proofFileName(details.transactionId), body);
  },
});
