import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { DataTable, EmptyState, StatusBadge, type TableColumn } from '@paydeck/ui';
import { AUTHORIZATION_PAGE_SIZE, type Authorization, type AuthorizationPage } from '../../api/history';
import { transactionStatus } from '../common/labels';
import { Money } from '../common/Money';
import * as styles from './history.css';

/** Card authorisations of an account, 10 a page (payments.md 9). */
export function AuthorizationsTable({
  page,
  isLoading,
  pageNumber,
  onPageChange,
  label,
}: {
  page: AuthorizationPage | null;
  isLoading: boolean;
  pageNumber: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<Authorization>[] = [
    {
      id: 'date',
      header: t`Date`,
      cell: (row) => <span className={styles.nowrap}>{formatDate(row.dateTime, i18n.locale, 'dateTime')}</span>,
    },
    { id: 'merchant', header: t`Merchant`, isRowHeader: true, cell: (row) => row.merchant ?? row.description },
    {
      id: 'card',
      header: t`Card`,
      cell: (row) => <span className={styles.nowrap}>{row.cardMaskedNumber ?? '—'}</span>,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => {
        const status = transactionStatus(row.statusId, row.status, i18n);
        return <StatusBadge tone={status.tone}>{status.text}</StatusBadge>;
      },
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (row) => <Money amount={row.amount} currency={row.currencyCode} outgoing />,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={page?.authorizations ?? []}
      rowKey={(row) => row.id}
      isLoading={isLoading}
      page={pageNumber}
      pageSize={AUTHORIZATION_PAGE_SIZE}
      total={page?.results}
      onPageChange={onPageChange}
      empty={<EmptyState headingLevel={3} title={t`No card authorisations`} />}
    />
  );
}
