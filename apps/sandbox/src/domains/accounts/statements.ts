// Statements and exports (payments.md 3 "History", 7 "History and exports"): statement totals,
// export build / status / send to e-mail / monthly list, the account confirmation letter and the
// download of an accepted agreement. Files are download links (files/links.ts), generated on GET.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { dateText, flag, id, paging, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { terms, termsAcceptances } from '../customer/tables.ts';
import { brandById } from '../../files/brands.ts';
import { fileLink } from '../../files/links.ts';
import type { Lang } from '../../lang.ts';
import { exportId, readExportId } from './export-ids.ts';
import { sendMessage } from '../../outbox.ts';
import { defaultPeriod, ownAccount, type Period, statementTotals } from './statement-data.ts';
import { phrase, statementWords } from './statement-words.ts';

/** How long building an export takes (the client polls its status meanwhile). */
export const EXPORT_BUILD_MS = 1500;
export const MONTHLY_PAGE_SIZE = 12;

const notYours = (accountId: number) => invalid('accountId', `${accountId} is not one of your accounts`);
const unknownExport = () => failure('TA1', 'Unknown export');

function periodOf(input: { fromDate?: string | undefined; toDate?: string | undefined }, now: Date): Period | string {
  const fallback = defaultPeriod(now);
  const period = { fromDate: input.fromDate ?? fallback.fromDate, toDate: input.toDate ?? fallback.toDate };
  return period.fromDate > period.toDate ? 'must not be after toDate' : period;
}

const periodFields = { accountId: id(), fromDate: v.optional(dateText()), toDate: v.optional(dateText()) };
const format = v.optional(v.picklist(['pdf', 'csv'], 'must be pdf or csv'), 'pdf');
const brandId = v.optional(v.pipe(text(), v.regex(/^[a-z][a-z-]*$/, 'must be a brand id')));
const fileName = (accountNumber: string, period: Period, fmt: string) =>
  `statement-${accountNumber}-${period.fromDate}-${period.toDate}.${fmt}`;

const statementTotalsMethod = sessionMethod({
  name: 'statementTotals',
  readOnly: true,
  payload: v.object(periodFields),
  async handle({ db, sandbox, customerId }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return notYours(input.accountId);
    const period = periodOf(input, sandbox.now());
    if (typeof period === 'string') return invalid('fromDate', period);
    const totals = await statementTotals(db, account.id, period);
    return ok({ accountId: account.id, currencyCode: account.currencyCode, ...period, ...totals });
  },
});

const exportBuild = sessionMethod({
  name: 'exportBuild',
  payload: v.object({ ...periodFields, format, brandId }),
  async handle({ db, sandbox, customerId }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return notYours(input.accountId);
    const period = periodOf(input, sandbox.now());
    if (typeof period === 'string') return invalid('fromDate', period);
    if (input.brandId && !brandById(input.brandId)) return invalid('brandId', `unknown brand ${input.brandId}`);
    const id = exportId({
      c: customerId,
      a: account.id,
      f: period.fromDate,
      t: period.toDate,
      fmt: input.format,
      ...(input.brandId ? { b: input.brandId } : {}),
      at: sandbox.now().getTime(),
    });
    return ok({ exportId: id, status: 'processing' });
  },
});

/** An export of this customer and its state now, its link in `lang`; undefined when the id is not theirs. */
async function exportState(
  db: Parameters<typeof ownAccount>[0],
  customerId: number,
  id: string,
  now: Date,
  lang: Lang,
) {
  const request = readExportId(id);
  if (!request || request.c !== customerId) return undefined;
  const account = await ownAccount(db, customerId, request.a);
  if (!account) return undefined;
  const period = { fromDate: request.f, toDate: request.t };
  const ready = now.getTime() >= request.at + EXPORT_BUILD_MS;
  const link = fileLink(
    {
      k: 'statement',
      c: customerId,
      a: account.id,
      f: request.f,
      t: request.t,
      fmt: request.fmt,
      b: request.b,
      l: lang,
    },
    now,
  );
  return {
    exportId: id,
    status: ready ? 'ready' : 'processing',
    fileName: fileName(account.accountNumber, period, request.fmt),
    url: ready ? link : null,
  };
}

// Not read-only: the answer changes with the clock (processing, then ready) and carries fresh links.
const exportStatus = sessionMethod({
  name: 'exportStatus',
  payload: v.object({ exportId: v.pipe(text(), v.nonEmpty('is required')) }),
  async handle({ db, sandbox, customerId, lang }, input) {
    const state = await exportState(db, customerId, input.exportId, sandbox.now(), lang);
    return state ? ok(state) : unknownExport();
  },
});

const exportSend = sessionMethod({
  name: 'exportSend',
  payload: v.object({
    exportId: v.pipe(text(), v.nonEmpty('is required')),
    email: v.pipe(text(), v.email('must be an e-mail address')),
  }),
  async handle({ db, sandbox, customerId, lang }, input) {
    const state = await exportState(db, customerId, input.exportId, sandbox.now(), lang);
    if (!state) return unknownExport();
    if (!state.url) return invalid('exportId', 'is not ready yet');
    const words = statementWords[lang];
    await sendMessage(db, {
      kind: 'email',
      recipient: input.email.toLowerCase(),
      subject: words.mailSubject,
      body: phrase(words.mailBody, { file: state.fileName }),
      link: state.url,
    });
    return ok({ responseDescription: phrase(words.sentTo, { email: input.email }) });
  },
});

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The account's finished months, newest first: from the month it was opened to last month. */
export function finishedMonths(openedAt: Date, now: Date): Period[] {
  const months: Period[] = [];
  for (
    let start = monthStart(openedAt);
    start < monthStart(now);
    start = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
  ) {
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    months.push({ fromDate: iso(start), toDate: iso(end) });
  }
  return months.reverse();
}

// Not read-only: the links in the answer expire.
const exportList = sessionMethod({
  name: 'exportList',
  payload: v.object({
    accountId: id(),
    source: v.optional(v.picklist(['monthly'], 'must be monthly'), 'monthly'),
    brandId,
    ...paging(MONTHLY_PAGE_SIZE),
  }),
  async handle({ db, sandbox, customerId, lang }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return notYours(input.accountId);
    const now = sandbox.now();
    const months = finishedMonths(account.createdAt, now);
    const page = months.slice((input.pageNumber - 1) * input.pageSize, input.pageNumber * input.pageSize);
    const b = input.brandId && brandById(input.brandId) ? input.brandId : undefined;
    return ok({
      exports: page.map((period) => ({
        exportId: exportId({
          c: customerId,
          a: account.id,
          f: period.fromDate,
          t: period.toDate,
          fmt: 'pdf',
          ...(b ? { b } : {}),
          at: 0,
        }),
        source: 'monthly',
        month: period.fromDate.slice(0, 7),
        ...period,
        status: 'ready',
        fileName: fileName(account.accountNumber, period, 'pdf'),
        url: fileLink(
          {
            k: 'statement',
            c: customerId,
            a: account.id,
            f: period.fromDate,
            t: period.toDate,
            fmt: 'pdf',
            b,
            l: lang,
          },
          now,
        ),
      })),
      results: months.length,
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
    });
  },
});

const accountConfirmation = sessionMethod({
  name: 'accountConfirmation',
  payload: v.object({ accountId: id(), brandId: v.pipe(text(), v.nonEmpty('is required')) }),
  async handle({ db, sandbox, customerId, lang }, input) {
    const account = await ownAccount(db, customerId, input.accountId);
    if (!account) return notYours(input.accountId);
    if (!brandById(input.brandId)) return invalid('brandId', `unknown brand ${input.brandId}`);
    return ok({
      fileName: `account-confirmation-${account.accountNumber}.pdf`,
      url: fileLink({ k: 'confirmation', c: customerId, a: account.id, b: input.brandId, l: lang }, sandbox.now()),
    });
  },
});

const agreementDownload = sessionMethod({
  name: 'agreementDownload',
  payload: v.object({ id: id(), pdf: v.optional(flag(), true) }),
  async handle({ db, sandbox, session, lang }, input) {
    const [row] = await db
      .select({ key: terms.key })
      .from(termsAcceptances)
      .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
      .where(and(eq(termsAcceptances.userId, session.userId), eq(termsAcceptances.termsId, input.id)));
    if (!row) return failure('TA1', `Agreement ${input.id} not found`);
    return ok({
      fileName: `${row.key}.pdf`,
      url: fileLink({ k: 'agreement', u: session.userId, id: input.id, l: lang }, sandbox.now()),
    });
  },
});

export const statementMethods: MethodDefinition[] = [
  statementTotalsMethod,
  exportBuild,
  exportStatus,
  exportSend,
  exportList,
  accountConfirmation,
  agreementDownload,
];
