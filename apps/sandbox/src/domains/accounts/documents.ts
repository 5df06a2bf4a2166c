// The accounts' documents: account statements (PDF, CSV), the account confirmation letter and
// accepted agreements. Texts are English.
import type { LoadedBrand } from '@paydeck/brand-config/node';
import type { OwnAccount, Period, StatementRow, StatementTotals } from './statement-data.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { toCsv } from '../../files/csv.ts';
import { PdfWriter } from '../../files/pdf.ts';

const signed = (row: Pick<StatementRow, 'direction' | 'amount'>) =>
  row.direction === 'outgoing' ? `-${row.amount}` : row.amount;
const day = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);
const accountLabel = (account: OwnAccount) =>
  account.cardMaskedNumber ? `${account.accountNumber} (card ${account.cardMaskedNumber})` : account.accountNumber;

export interface StatementInput {
  brand: LoadedBrand | undefined;
  holder: string;
  account: OwnAccount;
  period: Period;
  totals: StatementTotals;
  rows: StatementRow[];
  now: Date;
}

export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  const { account, period, totals } = input;
  const pdf = await PdfWriter.create({
    title: `Statement ${account.accountNumber} ${period.fromDate} to ${period.toDate}`,
    footer: `${input.brand?.brand.legal.entityName ?? 'Paydeck sandbox'} · statement ${account.accountNumber}`,
    now: input.now,
  });
  if (input.brand) pdf.letterhead(input.brand);
  pdf.heading('Account statement');
  pdf.fields([
    ['Account holder', input.holder],
    ['Account', accountLabel(account)],
    ['Currency', account.currencyCode],
    ['Period', `${period.fromDate} to ${period.toDate}`],
    ['Beginning balance', totals.beginningBalance],
    ['Total debit', totals.totalDebit],
    ['Total credit', totals.totalCredit],
    ['Ending balance', totals.endingBalance],
    ['Processing', String(totals.processingCount)],
    ['Rejected', String(totals.rejectedCount)],
  ]);
  let running = toMinor(totals.beginningBalance, account.currencyCode) ?? 0n;
  pdf.table(
    [
      { header: 'Date', width: 62 },
      { header: 'Description', width: 190 },
      { header: 'Status', width: 62 },
      { header: 'Amount', width: 92, align: 'right' },
      { header: 'Balance', width: 92, align: 'right' },
    ],
    input.rows.map((row) => {
      const books = row.status === 'completed' || row.status === 'processing';
      if (books) running += toMinor(signed(row), account.currencyCode) ?? 0n;
      return [
        day(row.dateTime),
        row.description || row.type,
        row.status,
        signed(row),
        books ? fromMinor(running, account.currencyCode) : '',
      ];
    }),
  );
  if (input.rows.length === 0) pdf.paragraph('No transactions in this period.', { colour: 'muted' });
  if (input.brand) legalFooter(pdf, input.brand);
  return pdf.bytes();
}

export function statementCsv(input: Omit<StatementInput, 'brand' | 'holder' | 'now'>): string {
  return toCsv(
    ['Date', 'Transaction', 'Type', 'Status', 'Description', 'Counterparty', 'Reference', 'Amount', 'Currency'],
    input.rows.map((row) => [
      row.dateTime,
      row.transactionId,
      row.type,
      row.status,
      row.description,
      row.counterparty,
      row.reference,
      { amount: signed(row) },
      input.account.currencyCode,
    ]),
  );
}

function legalFooter(pdf: PdfWriter, brand: LoadedBrand): void {
  const { legal } = brand.brand;
  pdf.space(18);
  pdf.paragraph(legal.entityName, { size: 9, bold: true });
  pdf.paragraph(legal.registrationNumber, { size: 9, colour: 'muted' });
  pdf.paragraph(legal.addressLines.join(', '), { size: 9, colour: 'muted' });
  pdf.paragraph(legal.regulatorText, { size: 9, colour: 'muted' });
}

export interface ConfirmationInput {
  brand: LoadedBrand;
  holder: string;
  account: OwnAccount;
  now: Date;
}

/** The account confirmation letter: who holds which account with which institution, since when. */
export async function confirmationPdf({ brand, holder, account, now }: ConfirmationInput): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Account confirmation ${account.accountNumber}`,
    footer: `${brand.brand.legal.entityName} · account confirmation`,
    now,
  });
  pdf.letterhead(brand);
  pdf.paragraph(day(now), { colour: 'muted' });
  pdf.space(6);
  pdf.heading('Account confirmation');
  pdf.paragraph(
    `${brand.brand.legal.entityName} confirms that the account below is held in its books in the name of ${holder}.`,
  );
  pdf.space(6);
  pdf.fields([
    ['Account holder', holder],
    ['Account number', account.accountNumber],
    ['Currency', account.currencyCode],
    ['Opened on', day(account.createdAt)],
    ['Status', account.statusId === 11 ? 'Closed' : 'Open'],
  ]);
  pdf.paragraph('This confirmation was generated electronically and is valid without a signature.', {
    colour: 'muted',
  });
  legalFooter(pdf, brand);
  return pdf.bytes();
}

export async function agreementPdf(input: {
  title: string;
  text: string;
  url: string;
  holder: string;
  acceptedAt: Date;
  now: Date;
}): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: input.title, footer: input.title, now: input.now });
  pdf.heading(input.title);
  pdf.fields([
    ['Accepted by', input.holder],
    ['Accepted on', day(input.acceptedAt)],
    ['Published at', input.url],
  ]);
  pdf.paragraph(input.text);
  return pdf.bytes();
}
