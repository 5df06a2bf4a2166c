import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { DataTable, type TableColumn } from '@paydeck/ui';
import type { TransactionRequest } from '../../api/company-requests';
import { selectionOf } from './selection';
import * as styles from './requests.css';

export interface RequestsTableProps {
  rows: readonly TransactionRequest[];
  typeName: (typeId: number) => string;
  selected: ReadonlySet<number>;
  onSelectionChange: (selected: Set<number>) => void;
  /** While a decision is sent nothing can be ticked. */
  isDisabled?: boolean;
  /** A row opened (pressed, or Enter on it): its details. Ticking stays on the checkbox and Space. */
  onOpen?: (transactionId: number) => void;
}

/**
 * The waiting requests with whom each pays and into which account, a checkbox each (Space ticks the focused row;
 * the header box ticks them all); a row opens its details. On a phone each is a card: the request, its amount and
 * whom it pays; the date, type and creator are in the details it opens.
 */
export function RequestsTable({
  rows,
  typeName,
  selected,
  onSelectionChange,
  isDisabled = false,
  onOpen,
}: RequestsTableProps) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<TransactionRequest>[] = [
    {
      id: 'request',
      header: t`Request`,
      isRowHeader: true,
      cell: (row) => {
        const number = row.transactionId;
        return (
          <span className={styles.stacked}>
            <span>{row.description.trim() || t`Transfer ${number}`}</span>
            <span className={styles.muted}>{t`No. ${number}`}</span>
          </span>
        );
      },
    },
    {
      id: 'pays',
      header: t`Pays`,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{row.payeeName ?? t`Unknown payee`}</span>
          {row.payeeAccount && (
            <span className={styles.muted} data-testid="request-payee-account">
              {row.payeeAccount}
            </span>
          )}
          {row.payeeBank && <span className={styles.muted}>{row.payeeBank}</span>}
        </span>
      ),
    },
    {
      id: 'created',
      header: t`Created`,
      noWrap: true,
      phone: 'hidden',
      cell: (row) => formatDate(row.created, i18n.locale, 'dateTime'),
    },
    { id: 'type', header: t`Type`, phone: 'hidden', cell: (row) => typeName(row.transactionType) },
    { id: 'by', header: t`Created by`, phone: 'hidden', cell: (row) => row.createdByName },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (row) => formatMoney(row.total, row.currencyCode, i18n.locale),
    },
  ];
  return (
    <DataTable
      label={t`Transaction requests`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.transactionId}
      onRowAction={onOpen && ((key) => onOpen(Number(key)))}
      selection={{
        selectedKeys: selected,
        onSelectionChange: (keys) => onSelectionChange(selectionOf(keys, rows)),
        disabledKeys: isDisabled ? rows.map((row) => row.transactionId) : [],
      }}
    />
  );
}
