import { useLingui } from '@lingui/react/macro';
import { api, usePermissions } from '@paydeck/auth';
import { saveUrl } from '@paydeck/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { fetchAuthorizations } from '../api/history';
import { accountKeys } from '../api/keys';
import { failureText } from '../components/common/errors';
import { historyFilter, historyHref, type HistorySearch } from '../model/history-search';
import { historyQuery, useAccounts } from '../queries';
import { toLoadable } from './loadable';
import { useTransactionTypes } from './names';
import { PageFrame } from './PageFrame';
import { ScreenLoading } from './ScreenLoading';
import { useBelowTablet } from './useBelowTablet';

// The screen (tables and pickers of the design system, shared by this package's pages) loads in
// parallel with this route's data: its import starts as soon as this module is evaluated.
const loadScreen = () => import('../components/history/HistoryScreen').then((m) => ({ default: m.HistoryScreen }));
void loadScreen();
const HistoryScreen = lazy(loadScreen);
// A transaction's details load when one is opened (`?transactionId=`).
const TransactionSheetContainer = lazy(() =>
  import('./TransactionSheetContainer').then((m) => ({ default: m.TransactionSheetContainer })),
);

/** /history, its view read from the address (validated by the route). */
export function HistoryPage({ search }: { search: HistorySearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { flags, restricted } = usePermissions();
  const accounts = useAccounts();
  const { types, typeName } = useTransactionTypes();
  const view = search.view ?? 'transactions';
  const filter = historyFilter(search);
  const page = useQuery({
    ...historyQuery(filter),
    placeholderData: keepPreviousData,
    enabled: view === 'transactions',
  });
  const authorizationKind = view === 'debit-card' ? 'debitCard' : 'account';
  const authorizations = useQuery({
    queryKey: accountKeys.authorizations(authorizationKind, search.accountId ?? 0, search.page ?? 1),
    queryFn: ({ signal }) =>
      fetchAuthorizations(
        api,
        authorizationKind,
        { accountId: search.accountId ?? 0, pageNumber: search.page ?? 1 },
        signal,
      ),
    enabled: view !== 'transactions' && search.accountId !== undefined,
    placeholderData: keepPreviousData,
  });
  const openId = search.transactionId;
  // On a phone the details are a page in place of the list; wider, a dialog over it.
  const sheetAsPage = useBelowTablet() && openId !== undefined;
  const listHref = historyHref({ ...search, transactionId: undefined });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  /**
   * The server's CSV of every row of the filter (the answer's exportCsv). The page is asked for again
   * first: its link is fresh (links last 30 minutes), it is in the current language, and the screen
   * then shows the rows the file starts with.
   */
  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const fresh = await queryClient.fetchQuery({ ...historyQuery(filter), staleTime: 0 });
      saveUrl(fresh.exportCsv, `history-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(failureText(error, i18n));
    } finally {
      setExporting(false);
    }
  }

  return (
    <PageFrame>
      {!sheetAsPage && (
        <Suspense fallback={<ScreenLoading label={t`Loading history`} />}>
          <HistoryScreen
            search={search}
            accounts={accounts.data ?? []}
            types={types}
            page={toLoadable(page, i18n)}
            authorizations={view === 'transactions' ? null : toLoadable(authorizations, i18n)}
            canDebitCard={restricted && flags.settlementAccount}
            typeName={typeName}
            onSearchChange={(next) => void router.navigate({ href: historyHref(next) })}
            onExport={() => void exportCsv()}
            exporting={exporting}
            exportError={exportError}
            onRetry={() => void (view === 'transactions' ? page.refetch() : authorizations.refetch())}
            rowHref={(row) => historyHref({ ...search, transactionId: row.transactionId })}
          />
        </Suspense>
      )}
      {openId !== undefined && (
        <Suspense fallback={sheetAsPage ? <ScreenLoading label={t`Loading the transaction`} /> : null}>
          <TransactionSheetContainer
            transactionId={openId}
            mode={sheetAsPage ? 'page' : 'dialog'}
            closeHref={listHref}
            backLabel={t`Back to history`}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
