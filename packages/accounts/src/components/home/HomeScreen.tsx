import { Trans, useLingui } from '@lingui/react/macro';
import { Link, SkeletonGroup } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Account } from '../../api/accounts';
import type { Announcement } from '../../api/announcements';
import type { Transaction } from '../../api/history';
import type { QuickAction, QuickActionId } from '../../model/quick-actions';
import * as layout from '../common/layout.css';
import { type Loadable, LoadableView } from '../common/Loadable';
import { BalanceCards } from './BalanceCards';
import { LatestNews } from './LatestNews';
import { QuickActions } from './QuickActions';
import { RecentTransfers } from './RecentTransfers';

export interface HomeScreenProps {
  firstName?: string | null | undefined;
  /** The open currency accounts. */
  accounts: Loadable<Account[]>;
  /** How many card accounts the person has (a link to them). */
  cardCount: number;
  recent: Loadable<Transaction[]>;
  /** null while the after-login wait (5000 ms) keeps the news from loading. */
  news: Loadable<Announcement[]> | null;
  actions: readonly QuickAction[];
  typeName: (row: Transaction) => string;
  /** The address of a recent transfer's details (the sheet over home). */
  rowHref: (row: Transaction) => string;
  onAction: (id: QuickActionId) => void;
  onRetryAccounts: () => void;
  onRetryRecent: () => void;
  onRetryNews: () => void;
  /** The account's status notice (limited, not verified, documents to renew…), under the greeting. */
  notice?: ReactNode;
  /** The dialogs the quick actions open. */
  children?: ReactNode;
}

/** /home: balances per currency account, quick actions, recent transfers, the latest news. */
export function HomeScreen(props: HomeScreenProps) {
  const { t } = useLingui();
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>
        {props.firstName ? <Trans>Hello, {props.firstName}</Trans> : <Trans>Home</Trans>}
      </h1>
      {props.notice}
      <section className={layout.section} aria-labelledby="balances-title">
        <div className={layout.sectionHeader}>
          <h2 id="balances-title" className={layout.subtitle}>
            <Trans>Balances</Trans>
          </h2>
          {props.cardCount > 0 && (
            <Link href="/cards">
              <Trans>Cards ({props.cardCount})</Trans>
            </Link>
          )}
        </div>
        <LoadableView value={props.accounts} label={t`Loading balances`} onRetry={props.onRetryAccounts}>
          {(accounts) => <BalanceCards accounts={accounts} />}
        </LoadableView>
        {props.actions.length > 0 && <QuickActions actions={props.actions} onOpen={props.onAction} />}
      </section>
      <div className={layout.twoColumns}>
        <section className={layout.section} aria-labelledby="recent-title">
          <h2 id="recent-title" className={layout.subtitle}>
            <Trans>Recent transfers</Trans>
          </h2>
          <LoadableView value={props.recent} label={t`Loading recent transfers`} onRetry={props.onRetryRecent}>
            {(rows) => <RecentTransfers transfers={rows} typeName={props.typeName} rowHref={props.rowHref} />}
          </LoadableView>
        </section>
        <section className={layout.section} aria-labelledby="news-title">
          <h2 id="news-title" className={layout.subtitle}>
            <Trans>Latest news</Trans>
          </h2>
          {props.news === null ? (
            <SkeletonGroup lines={3} label={t`Loading news`} />
          ) : (
            <LoadableView value={props.news} label={t`Loading news`} onRetry={props.onRetryNews}>
              {(items) => <LatestNews announcements={items} />}
            </LoadableView>
          )}
        </section>
      </div>
      {props.children}
    </div>
  );
}
