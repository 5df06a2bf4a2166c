import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, Money, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, StatusBadge, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Subscription, SubscriptionPage } from '../api/commerce-schemas';
import { SUBSCRIBER_PAGE } from '../model/paging';

export interface SubscribersScreenProps {
  page: Loadable<SubscriptionPage>;
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  onCancel: (subscription: Subscription) => void;
  onInstallments: (subscription: Subscription) => void;
  onRetry: () => void;
  notice?: ReactNode;
  /** The company right lets the person cancel subscriptions (auth's `can('initiate')`). */
  canChange?: boolean;
}

export const ACTIVE_SUBSCRIPTION = 1;

/** accounts/subscribers: 50 a page; an active subscription may be canceled; its installments on request. */
export function SubscribersScreen(props: SubscribersScreenProps) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<Subscription>[] = [
    { id: 'email', header: t`Subscriber`, cell: (row) => row.subscriberEmail, isRowHeader: true },
    { id: 'button', header: t`Button`, cell: (row) => row.buttonName },
    {
      id: 'amount',
      header: t`Amount`,
      cell: (row) => <Money amount={row.amount} currency={row.currencyCode} />,
      align: 'end',
      noWrap: true,
      phone: 'aside',
    },
    { id: 'period', header: t`Every`, cell: (row) => t`${row.periodDays} days` },
    { id: 'since', header: t`Since`, noWrap: true, cell: (row) => i18n.date(row.createdAt, { dateStyle: 'medium' }) },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) =>
        row.statusId === ACTIVE_SUBSCRIPTION ? (
          <StatusBadge tone="success">{t`Active`}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t`Canceled`}</StatusBadge>
        ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (row) => (
        <div className={pageLayout.actions}>
          <Button size="small" variant="secondary" onPress={() => props.onInstallments(row)}>
            {t`Installments of ${row.subscriberEmail}`}
          </Button>
          {row.statusId === ACTIVE_SUBSCRIPTION && props.canChange !== false && (
            <Button size="small" variant="secondary" onPress={() => props.onCancel(row)}>
              {t`Cancel the subscription of ${row.subscriberEmail}`}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      {props.notice}
      <LoadableView value={props.page} label={t`Loading the subscribers`} onRetry={props.onRetry}>
        {(page) =>
          page.total === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No subscribers yet.</Trans>
            </p>
          ) : (
            <DataTable
              label={t`Subscribers`}
              columns={columns}
              rows={page.subscriptions}
              rowKey={(row) => row.subscriptionId}
              page={props.pageNumber}
              pageSize={SUBSCRIBER_PAGE}
              total={page.total}
              onPageChange={props.onPage}
            />
          )
        }
      </LoadableView>
    </>
  );
}
