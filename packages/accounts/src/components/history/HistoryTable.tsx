import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { DataTable, EmptyState, Link, StatusBadge, type TableColumn, useViewFlags } from '@paydeck/ui';
import { HISTORY_PAGE_SIZE, type HistoryPage, type Transaction, transactionStatuses } from '../../api/history';
import { describe } from '../../model/describe';
import { transactionStatus } from '../common/labels';
import { Money } from '../common/Money';
import * as styles from './history.css';

export interface HistoryTableProps {
  page: HistoryPage | null;
  isLoading: boolean;
  pageNumber: number;
  onPageChange: (page: number) => void;
  typeName: (row: Transaction) => string;
  /** The address of a row's details (the sheet): each row is a link to it. */
  rowHref: (row: Transaction) => string;
}

/** The transactions of one page (20), newest first, with the pages under them. */
export function HistoryTable({ page, isLoading, pageNumber, onPageChange, typeName, rowHref }: HistoryTableProps) {
  const { t, i18n } = useLingui();
  const { md: wide } = useViewFlags();
  // The row opens its details (a click anywhere on it, Enter on it); its description says so as a link.
  const opener = (row: Transaction) => <Link href={rowHref(row)}>{describe(row) || typeName(row)}</Link>;
  const all: TableColumn<Transaction>[] = [
    {
      id: 'date',
      header: t`Date`,
      cell: (row) => <span className={styles.date}>{formatDate(row.dateTime, i18n.locale, 'dateTime')}</span>,
    },
    {
      id: 'description',
      header: t`Description`,
      isRowHeader: true,
      cell: (row) => (
        <span className={styles.description}>
          <span>{opener(row)}</span>
          {row.counterpartyEmail && row.description && (
            <span className={styles.secondary}>{row.counterpartyEmail}</span>
          )}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      cell: (row) => <Money amount={row.amount} currency={row.currencyCode} outgoing={row.direction === 'outgoing'} />,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => {
        const status = transactionStatus(row.statusId, row.status, i18n);
        return <StatusBadge tone={status.tone}>{status.text}</StatusBadge>;
      },
    },
    { id: 'type', header: t`Type`, cell: (row) => typeName(row) },
    { id: 'account', header: t`Account`, cell: (row) => <span className={styles.nowrap}>{row.accountNumber}</span> },
  ];
  // Narrow screens: the date and type go under the description and a status other than completed under
  // the amount, so every row reads without scrolling sideways.
  const narrowDescription: TableColumn<Transaction> = {
    id: 'description',
    header: t`Transaction`,
    isRowHeader: true,
    cell: (row) => (
      <span className={styles.narrowDescription}>
        <span>{opener(row)}</span>
        <span className={styles.secondary}>
          {formatDate(row.dateTime, i18n.locale, 'dateTime')} · {typeName(row)}
        </span>
      </span>
    ),
  };
  const narrowAmount: TableColumn<Transaction> = {
    id: 'amount',
    header: t`Amount`,
    align: 'end',
    phone: 'aside',
    cell: (row) => {
      const status = transactionStatus(row.statusId, row.status, i18n);
      return (
        <span className={styles.narrowAmount}>
          <Money amount={row.amount} currency={row.currencyCode} outgoing={row.direction === 'outgoing'} />
          {row.statusId !== transactionStatuses.completed && (
            <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
          )}
        </span>
      );
    },
  };
  const columns = wide ? all : [narrowDescription, narrowAmount];
  return (
    <DataTable
      label={t`Transactions`}
      columns={columns}
      rows={page?.transactions.transaction ?? []}
      rowKey={(row) => `${row.transactionId}-${row.accountId}-${row.direction}`}
      isLoading={isLoading}
      page={pageNumber}
      pageSize={HISTORY_PAGE_SIZE}
      total={page?.results}
      onPageChange={onPageChange}
      empty={<EmptyState headingLevel={3} title={t`No transactions`} description={t`Nothing matches these filters.`} />}
      rowHref={rowHref}
    />
  );
}
