import { Trans, useLingui } from '@lingui/react/macro';
import { Failure, type Loadable, LoadableView } from '@paydeck/accounts';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { Button, Dialog, StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Invoice } from '../api/schemas';
import { invoiceDirection, invoiceStatusName, isSystemFunding } from '../model/invoice-rules';
import * as styles from './invoices.css';
import { fundingName, statusLabels, statusTones } from './labels';

/** The invoice's PDF made by the PDF generator when asked (a fresh link each time), then saved. */
export interface PdfDownload {
  isLoading: boolean;
  error: string | null;
  onDownload: () => void;
}

export interface ViewDialogProps {
  /** invoiceGet's answer. */
  invoice: Loadable<Invoice>;
  pdf: PdfDownload;
  onRetry: () => void;
  onClose: () => void;
}

/** One invoice with its details and its PDF (payments.md 2 "view invoice"). */
export function ViewDialog({ invoice, pdf, onRetry, onClose }: ViewDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Invoice`}
      actions={(close) => (
        <Button variant="secondary" onPress={close}>
          <Trans>Close</Trans>
        </Button>
      )}
    >
      <LoadableView value={invoice} label={t`Loading the invoice`} onRetry={onRetry}>
        {(data) => <InvoiceDetails invoice={data} pdf={pdf} />}
      </LoadableView>
    </Dialog>
  );
}

export function InvoiceDetails({ invoice, pdf }: { invoice: Invoice; pdf: PdfDownload }) {
  const { t, i18n } = useLingui();
  const direction = invoiceDirection(invoice) ?? 'received';
  const status = invoiceStatusName(invoice.statusId, direction);
  const date = (value: string) =>
    formatDate(`${value.slice(0, 10)}T12:00:00Z`, i18n.locale, 'date', { timeZone: 'UTC' });
  const money = (value: string) => formatMoney(value, invoice.currencyCode, i18n.locale);
  const party = isSystemFunding(invoice)
    ? i18n._(fundingName)
    : direction === 'received'
      ? `${invoice.payeeName ?? ''}${invoice.payeeEmail ? ` (${invoice.payeeEmail})` : ''}`
      : `${invoice.payerName ?? ''}${invoice.payerEmail ? ` (${invoice.payerEmail})` : ''}`;
  const rows: [string, ReactNode][] = [
    [direction === 'received' ? t`From` : t`To`, party],
    [t`Amount`, money(invoice.amount)],
    [t`Fee`, money(invoice.feePayment)],
    [t`Total`, money(invoice.total)],
    [t`Sent`, date(invoice.sentDate)],
    [t`Due`, invoice.dueDate ? date(invoice.dueDate) : '—'],
    [
      t`Status`,
      status ? (
        <StatusBadge key="status" tone={statusTones[status]}>
          {i18n._(statusLabels[status])}
        </StatusBadge>
      ) : (
        invoice.status
      ),
    ],
  ];
  if (invoice.noteBody) rows.push([t`Note`, invoice.noteBody]);
  if (invoice.rejectNote) rows.push([t`Why it was rejected`, invoice.rejectNote]);
  return (
    <div className={styles.form}>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      {pdf.error && <Failure message={pdf.error} />}
      <div>
        <Button variant="secondary" isLoading={pdf.isLoading} onPress={pdf.onDownload}>
          <Trans>Download the invoice (PDF)</Trans>
        </Button>
      </div>
    </div>
  );
}
