import { useLingui } from '@lingui/react/macro';
import { api, useSession } from '@paydeck/auth';
import { saveUrl } from '@paydeck/ui';
import { activeBrand } from '@paydeck/brand-config/active';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { accountKeys } from '../api/keys';
import {
  buildExport,
  type ExportFormat,
  fetchAccountConfirmation,
  fetchAgreementDownload,
  fetchAgreements,
  fetchExportStatus,
  fetchMonthlyStatements,
  fetchStatementTotals,
  sendExport,
} from '../api/statements';
import { failureText } from '../components/common/errors';
import type { ExportState, SendState } from '../components/statements/StatementsScreen';
import { isClosed, openPaymentAccounts } from '../model/account';
import { currentMonth, isValidPeriod } from '../model/period';
import { type StatementsSearch, statementsHref } from '../model/statements-search';
import { useAccounts } from '../queries';
import { toLoadable } from './loadable';
import { PageFrame } from './PageFrame';
import { ScreenLoading } from './ScreenLoading';

// The screen (tables and pickers of the design system, shared by this package's pages) loads in
// parallel with this route's data: its import starts as soon as this module is evaluated.
const loadScreen = () =>
  import('../components/statements/StatementsScreen').then((m) => ({ default: m.StatementsScreen }));
void loadScreen();
const StatementsScreen = lazy(loadScreen);

/** How often a building export's status is asked. */
const EXPORT_POLL_MS = 1000;

export function StatementsPage({ search }: { search: StatementsSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { customer } = useSession();
  const accounts = useAccounts();
  const list = (accounts.data ?? []).filter((account) => !isClosed(account));
  const accountId = search.accountId ?? openPaymentAccounts(list)[0]?.accountId ?? list[0]?.accountId ?? null;
  const fallback = currentMonth(new Date());
  const period = { fromDate: search.from ?? fallback.fromDate, toDate: search.to ?? fallback.toDate };
  const go = (next: StatementsSearch) => void router.navigate({ href: statementsHref(next), replace: true });
  const brandId = activeBrand.id;

  const totals = useQuery({
    queryKey: accountKeys.statementTotals(accountId ?? 0, period.fromDate, period.toDate),
    queryFn: ({ signal }) => fetchStatementTotals(api, accountId ?? 0, period, signal),
    enabled: accountId !== null && isValidPeriod(period),
    placeholderData: keepPreviousData,
  });

  const [exportRequest, setExportRequest] = useState<{ id: string; format: ExportFormat } | null>(null);
  const build = useMutation({
    mutationFn: (format: ExportFormat) => buildExport(api, { accountId: accountId ?? 0, ...period, format, brandId }),
    onMutate: () => setExportRequest(null),
    onSuccess: (id, format) => setExportRequest({ id, format }),
  });
  const status = useQuery({
    queryKey: accountKeys.exportStatus(exportRequest?.id ?? ''),
    queryFn: ({ signal }) => fetchExportStatus(api, exportRequest?.id ?? '', signal),
    enabled: exportRequest !== null,
    refetchInterval: (query) => (query.state.data?.status === 'ready' ? false : EXPORT_POLL_MS),
  });
  const send = useMutation({ mutationFn: (email: string) => sendExport(api, exportRequest?.id ?? '', email) });

  const [monthlyPage, setMonthlyPage] = useState(1);
  const monthly = useQuery({
    queryKey: accountKeys.monthly(accountId ?? 0, monthlyPage),
    queryFn: ({ signal }) =>
      fetchMonthlyStatements(api, { accountId: accountId ?? 0, pageNumber: monthlyPage, brandId }, signal),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
  const agreements = useQuery({
    queryKey: accountKeys.agreements(),
    queryFn: ({ signal }) => fetchAgreements(api, signal),
  });

  const [preparing, setPreparing] = useState<'confirmation' | number | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  async function prepare(which: 'confirmation' | number) {
    setPreparing(which);
    setDocumentError(null);
    try {
      const file =
        which === 'confirmation'
          ? await fetchAccountConfirmation(api, accountId ?? 0, brandId)
          : await fetchAgreementDownload(api, which);
      saveUrl(file.url, file.fileName);
    } catch (error) {
      setDocumentError(failureText(error, i18n));
    } finally {
      setPreparing(null);
    }
  }

  const exportState: ExportState = build.isPending
    ? { kind: 'building', format: build.variables ?? 'pdf' }
    : build.isError
      ? { kind: 'failed', message: failureText(build.error, i18n) }
      : status.isError
        ? { kind: 'failed', message: failureText(status.error, i18n) }
        : exportRequest === null
          ? { kind: 'idle' }
          : status.data?.status === 'ready' && status.data.url
            ? { kind: 'ready', format: exportRequest.format, fileName: status.data.fileName, url: status.data.url }
            : { kind: 'building', format: exportRequest.format };
  const sendState: SendState = send.isPending
    ? { kind: 'sending' }
    : send.isError
      ? { kind: 'failed', message: failureText(send.error, i18n) }
      : send.isSuccess
        ? { kind: 'sent', text: send.data ?? t`The statement was sent.` }
        : { kind: 'idle' };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading statements`} />}>
        <StatementsScreen
          key={`${accountId}-${period.fromDate}-${period.toDate}`}
          accounts={list}
          accountId={accountId}
          onAccountChange={(id) => {
            setExportRequest(null);
            setMonthlyPage(1);
            go({ ...search, accountId: id });
          }}
          period={period}
          onPeriodChange={(next) => {
            setExportRequest(null);
            go({ accountId: search.accountId, from: next.fromDate, to: next.toDate });
          }}
          totals={accountId === null ? null : toLoadable(totals, i18n)}
          exportState={exportState}
          onBuild={(format) => {
            send.reset();
            build.mutate(format);
          }}
          defaultEmail={customer?.login ?? ''}
          sendState={sendState}
          onSend={(email) => send.mutate(email)}
          monthly={accountId === null ? null : toLoadable(monthly, i18n)}
          monthlyPage={monthlyPage}
          onMonthlyPage={setMonthlyPage}
          agreements={toLoadable(agreements, i18n)}
          preparing={preparing}
          documentError={documentError}
          onConfirmation={() => void prepare('confirmation')}
          onAgreement={(id) => void prepare(id)}
          onRetry={() => {
            void totals.refetch();
            void monthly.refetch();
            void agreements.refetch();
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
