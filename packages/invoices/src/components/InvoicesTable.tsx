import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { Button, DataTable, StatusBadge, type TableColumn } from '@paydeck/ui';
import type { Invoice } from '../api/schemas';
import {
  type InvoiceAction,
  type InvoiceDirection,
  invoiceActions,
  invoiceDirection,
  invoiceStatusName,
  isOverdue,
  isSystemFunding,
} from '../model/invoice-rules';
import * as styles from './invoices.css';
import { fundingName, statusLabels, statusTones } from './labels';

export interface InvoicesTableProps {
  list: InvoiceDirection;
  invoices: readonly Invoice[];
  /** Today as YYYY-MM-DD (overdue is open after its due date). */
  today: string;
  onAction: (action: InvoiceAction, invoice: Invoice) => void;
  /** The company right lets the person pay and reject (auth's `can('initiate')`); else only View. */
  canChange?: boolean;
}

/** One list of invoices: the other side (told by which name the invoice carries), amount, due date, status, actions. */
export function InvoicesTable({ list, invoices, today, onAction, canChange = true }: InvoicesTableProps) {
  const { t, i18n } = useLingui();
  const date = (value: string) =>
    formatDate(`${value.slice(0, 10)}T12:00:00Z`, i18n.locale, 'date', { timeZone: 'UTC' });
  const party = (invoice: Invoice) => {
    if (isSystemFunding(invoice)) return { name: i18n._(fundingName), email: null };
    return invoiceDirection(invoice) === 'received'
      ? { name: invoice.payeeName ?? '', email: invoice.payeeEmail }
      : { name: invoice.payerName ?? invoice.payerEmail ?? '', email: invoice.payerEmail };
  };
  const actionLabel = (action: InvoiceAction, name: string) =>
    action === 'pay'
      ? t`Pay the invoice from ${name}`
      : action === 'reject'
        ? t`Reject the invoice from ${name}`
        : t`View the invoice of ${name}`;
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'party',
      header: list === 'received' ? t`From` : t`To`,
      isRowHeader: true,
      cell: (invoice) => {
        const { name, email } = party(invoice);
        return (
          <span className={styles.stacked}>
            <span>{name}</span>
            {email && <span className={styles.muted}>{email}</span>}
            {invoice.noteBody && <span className={styles.muted}>{invoice.noteBody}</span>}
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (invoice) => (
        <span className={styles.amount}>{formatMoney(invoice.total, invoice.currencyCode, i18n.locale)}</span>
      ),
    },
    {
      id: 'sent',
      header: t`Sent`,
      noWrap: true,
      cell: (invoice) => date(invoice.sentDate),
    },
    {
      id: 'due',
      header: t`Due`,
      noWrap: true,
      cell: (invoice) =>
        invoice.dueDate ? (
          <span className={styles.stackedValue}>
            <span>{date(invoice.dueDate)}</span>
            {isOverdue(invoice, today) && <StatusBadge tone="danger">{t`Overdue`}</StatusBadge>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (invoice) => {
        const name = invoiceStatusName(invoice.statusId, list);
        return (
          <span className={styles.stackedValue}>
            {name ? <StatusBadge tone={statusTones[name]}>{i18n._(statusLabels[name])}</StatusBadge> : invoice.status}
            {invoice.rejectNote && (
              <span className={styles.muted}>
                <Trans>Note: {invoice.rejectNote}</Trans>
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (invoice) => {
        const { name } = party(invoice);
        return (
          <span className={styles.actions}>
            {invoiceActions(invoice)
              .filter((action) => canChange || action === 'view')
              .map((action) => (
                <Button
                  key={action}
                  variant={action === 'pay' ? 'primary' : 'secondary'}
                  size="small"
                  onPress={() => onAction(action, invoice)}
                  aria-label={actionLabel(action, name)}
                >
                  {action === 'pay' ? (
                    <Trans>Pay</Trans>
                  ) : action === 'reject' ? (
                    <Trans>Reject</Trans>
                  ) : (
                    <Trans>View</Trans>
                  )}
                </Button>
              ))}
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      label={list === 'received' ? t`Invoices received` : t`Invoices sent`}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
    />
  );
}
