// Statements and exports (payments.md 3, 7): totals, build / status / send to e-mail, the monthly
// list (12 a page), the account confirmation letter and accepted agreements.
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import type { Caller } from './client';
import { DateText, type Download, DownloadSchema, Id, Money, Paging } from './schemas';

/** Monthly statements page size (payments.md 9). */
export const MONTHLY_PAGE_SIZE = 12;

export interface Period {
  fromDate: string;
  toDate: string;
}

const TotalsSchema = v.object({
  accountId: Id,
  currencyCode: v.string(),
  fromDate: DateText,
  toDate: DateText,
  beginningBalance: Money,
  totalDebit: Money,
  totalCredit: Money,
  endingBalance: Money,
  processingCount: v.number(),
  rejectedCount: v.number(),
});
export type StatementTotals = v.InferOutput<typeof TotalsSchema>;

export const fetchStatementTotals = (api: Caller, accountId: number, period: Period, signal?: AbortSignal) =>
  api.call('statementTotals', { accountId, ...period }, { schema: TotalsSchema, signal });

export type ExportFormat = 'pdf' | 'csv';

export const buildExport = async (
  api: Caller,
  input: Period & { accountId: number; format: ExportFormat; brandId: string },
): Promise<string> =>
  (await api.call('exportBuild', input, { schema: v.object({ exportId: v.pipe(v.string(), v.minLength(1)) }) }))
    .exportId;

const ExportStatusSchema = v.object({
  exportId: v.string(),
  status: v.picklist(['processing', 'ready']),
  fileName: v.string(),
  url: v.optional(v.nullable(DownloadUrlSchema), null),
});
export type ExportStatus = v.InferOutput<typeof ExportStatusSchema>;

export const fetchExportStatus = (api: Caller, exportId: string, signal?: AbortSignal): Promise<ExportStatus> =>
  api.call('exportStatus', { exportId }, { schema: ExportStatusSchema, signal, idempotent: true });

/** Sends a ready export by e-mail; a business sends it for the company it acts for (fromCustomerId). */
export const sendExport = async (api: Caller, exportId: string, email: string): Promise<string | null> =>
  (
    await api.call(
      'exportSend',
      { exportId, email },
      {
        schema: v.object({ responseDescription: v.optional(v.nullable(v.string()), null) }),
      },
    )
  ).responseDescription;

const MonthlySchema = v.object({
  exports: v.array(
    v.object({
      exportId: v.string(),
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      fromDate: DateText,
      toDate: DateText,
      fileName: v.string(),
      url: DownloadUrlSchema,
    }),
  ),
  ...Paging,
});
export type MonthlyStatements = v.InferOutput<typeof MonthlySchema>;
export type MonthlyStatement = MonthlyStatements['exports'][number];

export const fetchMonthlyStatements = (
  api: Caller,
  input: { accountId: number; pageNumber: number; brandId: string },
  signal?: AbortSignal,
): Promise<MonthlyStatements> =>
  api.call(
    'exportList',
    { ...input, source: 'monthly', pageSize: MONTHLY_PAGE_SIZE },
    { schema: MonthlySchema, signal },
  );

export const fetchAccountConfirmation = (api: Caller, accountId: number, brandId: string): Promise<Download> =>
  api.call('accountConfirmation', { accountId, brandId }, { schema: DownloadSchema });

const AgreementsSchema = v.object({
  agreements: v.array(v.object({ id: Id, title: v.string(), url: v.string(), acceptedAt: v.string() })),
});
export type Agreement = v.InferOutput<typeof AgreementsSchema>['agreements'][number];

/** The agreements the person accepted (legal info). */
export const fetchAgreements = async (api: Caller, signal?: AbortSignal): Promise<Agreement[]> =>
  (await api.call('legalInfo', {}, { schema: AgreementsSchema, signal })).agreements;

export const fetchAgreementDownload = (api: Caller, id: number): Promise<Download> =>
  api.call('agreementDownload', { id, pdf: true }, { schema: DownloadSchema });
