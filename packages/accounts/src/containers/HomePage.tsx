import { useLingui } from '@lingui/react/macro';
import { api, useAfterLoginDelay, useCompanyRights, usePermissions, useSession } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { fetchHistory } from '../api/history';
import { accountKeys } from '../api/keys';
import { HomeScreen } from '../components/home/HomeScreen';
import { currencyAccounts, isCardAccount, isClosed } from '../model/account';
import { quickActions, type QuickActionId } from '../model/quick-actions';
import type { SheetSearch } from '../model/history-search';
import { recentTransfers } from '../model/recent';
import { announcementsQuery, useAccounts } from '../queries';
import { toLoadable } from './loadable';
import { useTransactionTypes } from './names';
import { PageFrame } from './PageFrame';
import { ScreenLoading } from './ScreenLoading';
import { StatusNoticeSlot } from './StatusNoticeSlot';
import { useBelowTablet } from './useBelowTablet';

// The dialogs (select, QR code) load when a quick action opens one, not with home.
const FundingDialogs = lazy(() => import('./FundingDialogs').then((m) => ({ default: m.FundingDialogs })));
// A recent transfer's details load when one is opened (`/home?transactionId=`).
const TransactionSheetContainer = lazy(() =>
  import('./TransactionSheetContainer').then((m) => ({ default: m.TransactionSheetContainer })),
);

/** How many history rows home reads to find its recent transfers. */
const RECENT_SCAN = 50;
const NEWS_ON_HOME = 3;

export function HomePage({ search }: { search: SheetSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { customer } = useSession();
  const { has } = usePermissions();
  const { can } = useCompanyRights();
  const newsAllowed = useAfterLoginDelay();
  const accounts = useAccounts();
  const { typeName } = useTransactionTypes();
  const recent = useQuery({
    queryKey: accountKeys.recent(),
    queryFn: ({ signal }) =>
      fetchHistory(api, { transactionDirection: 'outgoing', pageNumber: 1, pageSize: RECENT_SCAN }, signal),
    select: (page) => recentTransfers(page.transactions.transaction),
  });
  const news = useQuery({
    ...announcementsQuery(),
    enabled: newsAllowed,
    select: (list) => list.announcements.slice(0, NEWS_ON_HOME),
  });
  const [dialog, setDialog] = useState<QuickActionId | null>(null);
  const routeExists = (path: string) => path in router.routesByPath;
  const all = accounts.data ?? [];
  const openId = search.transactionId;
  // On a phone the details are a page in place of home; wider, a dialog over it.
  const sheetAsPage = useBelowTablet() && openId !== undefined;

  return (
    <PageFrame>
      {sheetAsPage ? null : (
        <HomeScreen
          firstName={customer?.businessName ?? customer?.firstName}
          notice={<StatusNoticeSlot place="home" />}
          accounts={toLoadable({ ...accounts, data: accounts.data && currencyAccounts(accounts.data) }, i18n)}
          cardCount={all.filter((account) => isCardAccount(account) && !isClosed(account)).length}
          recent={toLoadable(recent, i18n)}
          news={news.data === undefined && !newsAllowed ? null : toLoadable(news, i18n)}
          actions={quickActions(has, routeExists, can)}
          typeName={typeName}
          rowHref={(row) => `/home?transactionId=${row.transactionId}`}
          onAction={setDialog}
          onRetryAccounts={() => void accounts.refetch()}
          onRetryRecent={() => void recent.refetch()}
          onRetryNews={() => void news.refetch()}
        >
          {dialog !== null && (
            <Suspense fallback={null}>
              <FundingDialogs open={dialog} onClose={() => setDialog(null)} accounts={all} />
            </Suspense>
          )}
        </HomeScreen>
      )}
      {openId !== undefined && (
        <Suspense fallback={sheetAsPage ? <ScreenLoading label={t`Loading the transaction`} /> : null}>
          <TransactionSheetContainer
            transactionId={openId}
            mode={sheetAsPage ? 'page' : 'dialog'}
            closeHref="/home"
            backLabel={t`Back to home`}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
