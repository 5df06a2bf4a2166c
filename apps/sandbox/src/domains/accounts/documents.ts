// The accounts' documents: account statements (PDF, CSV), the account confirmation letter and accepted agreements,
// each in the language of the call that asked for it.
import type { LoadedBrand } from '@paydeck/brand-config/node';
import type { OwnAccount, Period, StatementRow, StatementTotals } from './statement-data.ts';
import { fromMinor, toMinor } from '../../money.ts';
import { toCsv } from '../../files/csv.ts';
import { PdfWriter } from '../../files/pdf.ts';
import type { Lang } from '../../lang.ts';
import { statusNames } from './history-export.ts';
import { letterWords } from './letter-words.ts';
import { phrase, type StatementWords, statementWords } from './statement-words.ts';

const signed = (row: Pick<StatementRow, 'direction' | 'amount'>) =>
  row.direction === 'outgoing' ? `-${row.amount}` : row.amount;
const day = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);
const accountLabel = (account: OwnAccount, words: StatementWords) =>
  account.cardMaskedNumber
    ? phrase(words.card, { account: account.accountNumber, card: account.cardMaskedNumber })
    : account.accountNumber;
const statusText = (row: StatementRow, lang: Lang) => statusNames[row.statusId]?.[lang] ?? row.status;

export interface StatementInput {
  brand: LoadedBrand | undefined;
  holder: string;
  account: OwnAccount;
  period: Period;
  totals: StatementTotals;
  rows: StatementRow[];
  now: Date;
  /** The language of the statement's words and of the bank's descriptions in its rows. */
  lang: Lang;
}

export async function statementPdf(input: StatementInput): Promise<Uint8Array> {
  const { account, period, totals } = input;
  const words = statementWords[input.lang];
  const range = { account: account.accountNumber, from: period.fromDate, to: period.toDate };
  const pdf = await PdfWriter.create({
    title: phrase(words.title, range),
    footer: `${input.brand?.brand.legal.entityName ?? 'Paydeck sandbox'} · ${phrase(words.footer, range)}`,
    now: input.now,
  });
  if (input.brand) pdf.letterhead(input.brand);
  pdf.heading(words.heading);
  pdf.fields([
    [words.holder, input.holder],
    [words.account, accountLabel(account, words)],
    [words.currency, account.currencyCode],
    [words.period, phrase(words.range, range)],
    [words.beginningBalance, totals.beginningBalance],
    [words.totalDebit, totals.totalDebit],
    [words.totalCredit, totals.totalCredit],
    [words.endingBalance, totals.endingBalance],
    [words.processing, String(totals.processingCount)],
    [words.rejected, String(totals.rejectedCount)],
  ]);
  let running = toMinor(totals.beginningBalance, account.currencyCode) ?? 0n;
  pdf.table(
    [
      { header: words.date, width: 62 },
      { header: words.description, width: 190 },
      { header: words.status, width: 62 },
      { header: words.amount, width: 92, align: 'right' },
      { header: words.balance, width: 92, align: 'right' },
    ],
    input.rows.map((row) => {
      const books = row.status === 'completed' || row.status === 'processing';
      if (books) running += toMinor(signed(row), account.currencyCode) ?? 0n;
      return [
        day(row.dateTime),
        row.description || row.type,
        statusText(row, input.lang),
        signed(row),
        books ? fromMinor(running, account.currencyCode) : '',
      ];
    }),
  );
  if (input.rows.length === 0) pdf.paragraph(words.empty, { colour: 'muted' });
  if (input.brand) legalFooter(pdf, input.brand);
  return pdf.bytes();
}

export function statementCsv(input: Omit<StatementInput, 'brand' | 'holder' | 'now'>): string {
  const w = statementWords[input.lang];
  return toCsv(
    [w.date, w.transaction, w.type, w.status, w.description, w.counterparty, w.reference, w.amount, w.currency],
    input.rows.map((row) => [
      row.dateTime,
      row.transactionId,
      row.type,
      statusText(row, input.lang),
      row.description,
      row.counterparty,
      row.reference,
      { amount: signed(row) },
      input.account.currencyCode,
    ]),
    // UTF-8 with a byte order mark, as the history export: spreadsheets read Cyrillic and typed accents.
    { bom: true },
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
  lang: Lang;
}

/** The account confirmation letter: who holds which account with which institution, since when. */
export async function confirmationPdf({ brand, holder, account, now, lang }: ConfirmationInput): Promise<Uint8Array> {
  const words = letterWords[lang];
  const entity = brand.brand.legal.entityName;
  const pdf = await PdfWriter.create({
    title: phrase(words.title, { account: account.accountNumber }),
    footer: `${entity} · ${words.footer}`,
    now,
  });
  pdf.letterhead(brand);
  pdf.paragraph(day(now), { colour: 'muted' });
  pdf.space(6);
  pdf.heading(words.heading);
  pdf.paragraph(phrase(words.confirms, { entity, holder }));
  pdf.space(6);
  pdf.fields([
    [words.holder, holder],
    [words.number, account.accountNumber],
    [words.currency, account.currencyCode],
    [words.opened, day(account.createdAt)],
    [words.status, account.statusId === 11 ? words.closed : words.open],
  ]);
  pdf.paragraph(words.validity, { colour: 'muted' });
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
  lang: Lang;
}): Promise<Uint8Array> {
  const words = letterWords[input.lang];
  const pdf = await PdfWriter.create({ title: input.title, footer: input.title, now: input.now });
  pdf.heading(input.title);
  pdf.fields([
    [words.acceptedBy, input.holder],
    [words.acceptedOn, day(input.acceptedAt)],
    [words.publishedAt, input.url],
  ]);
  pdf.paragraph(input.text);
  return pdf.bytes();
}
