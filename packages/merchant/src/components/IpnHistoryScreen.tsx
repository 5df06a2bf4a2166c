import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, Money, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, StatusBadge, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { IpnMessage } from '../api/commerce-schemas';

export interface IpnHistoryScreenProps {
  messages: Loadable<readonly IpnMessage[]>;
  /** payments.md 9: shown while pageSize x pageNumber <= total. */
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (message: IpnMessage) => void;
  onRetry: () => void;
  notice?: ReactNode;
}

/** ipn/history: the payment notifications, 25 at a time with "Load more", each opened for detail and confirm. */
export function IpnHistoryScreen(props: IpnHistoryScreenProps) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<IpnMessage>[] = [
    { id: 'at', header: t`Received`, noWrap: true, cell: (row) => i18n.date(row.createdAt, { dateStyle: 'medium' }) },
    { id: 'payer', header: t`Payer`, cell: (row) => row.payerEmail, isRowHeader: true },
    {
      id: 'amount',
      header: t`Amount`,
      cell: (row) => <Money amount={row.amount} currency={row.currencyCode} />,
      align: 'end',
      noWrap: true,
      phone: 'aside',
    },
    {
      id: 'confirmed',
      header: t`Status`,
      cell: (row) =>
        row.confirmed ? (
          <StatusBadge tone="success">{t`Confirmed`}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t`Not confirmed`}</StatusBadge>
        ),
    },
    {
      id: 'open',
      header: t`Actions`,
      phone: 'actions',
      cell: (row) => (
        <Button size="small" variant="secondary" onPress={() => props.onOpen(row)}>
          {t`Open the message ${row.id}`}
        </Button>
      ),
    },
  ];
  return (
    <>
      {props.notice}
      <LoadableView value={props.messages} label={t`Loading the messages`} onRetry={props.onRetry}>
        {(messages) =>
          messages.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No payment notifications yet.</Trans>
            </p>
          ) : (
            <>
              <DataTable label={t`IPN messages`} columns={columns} rows={messages} rowKey={(row) => row.id} />
              {props.canLoadMore && (
                <Button variant="secondary" isLoading={props.loadingMore} onPress={props.onLoadMore}>
                  <Trans>Load more</Trans>
                </Button>
              )}
            </>
          )
        }
      </LoadableView>
    </>
  );
}
