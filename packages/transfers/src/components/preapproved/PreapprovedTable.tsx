import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { Button, DataTable, type TableColumn } from '@paydeck/ui';
import type { PreapprovedPayment } from '../../api/preapproved';
import { frequencyLabels, lastRunRefusedLabel, typeLabels } from './labels';
import * as styles from './preapproved.css';

export interface PreapprovedTableProps {
  payments: readonly PreapprovedPayment[];
  /** The payment whose cancel is on its way. */
  cancelling: number | null;
  /** Without it (a read-only company user) the table has no actions. */
  onCancel?: ((payment: PreapprovedPayment) => void) | undefined;
}

/** Where a payment goes: the beneficiary's e-mail, else the account, else its number. */
export const paymentTarget = (payment: PreapprovedPayment): string =>
  payment.beneficiaryEmail ?? payment.toAccount ?? `#${payment.id}`;

/** The preapproved payments, each with its Cancel (the server decides whether it may be cancelled). */
export function PreapprovedTable({ payments, cancelling, onCancel }: PreapprovedTableProps) {
  const { t, i18n } = useLingui();
  const date = (value: string) => formatDate(`${value}T12:00:00Z`, i18n.locale, 'date', { timeZone: 'UTC' });
  const ends = (payment: PreapprovedPayment) => {
    if (payment.endDate) {
      const endDate = date(payment.endDate);
      return t`On ${endDate}`;
    }
    const remaining = payment.remaining;
    return remaining !== null
      ? plural(remaining, { one: '# payment left', other: '# payments left' })
      : t`When cancelled`;
  };
  const columns: TableColumn<PreapprovedPayment>[] = [
    {
      id: 'to',
      header: t`To`,
      isRowHeader: true,
      cell: (payment) => (
        <span className={styles.stacked}>
          <span>{paymentTarget(payment)}</span>
          <span className={styles.muted}>{i18n._(typeLabels[payment.type])}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t`Amount`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (payment) => (
        <span className={styles.amount}>{formatMoney(payment.amount, payment.currencyCode, i18n.locale)}</span>
      ),
    },
    {
      id: 'frequency',
      header: t`How often`,
      cell: (payment) => {
        const label = payment.frequency ? frequencyLabels[payment.frequency] : undefined;
        return label ? i18n._(label) : (payment.frequency ?? '—');
      },
    },
    {
      id: 'next',
      header: t`Next payment`,
      noWrap: true,
      cell: (payment) => (payment.nextDate ? date(payment.nextDate) : '—'),
    },
    {
      id: 'ends',
      header: t`Ends`,
      cell: ends,
    },
    {
      id: 'made',
      header: t`So far`,
      cell: (payment) => {
        const made = payment.runsDone;
        return (
          <span className={styles.stacked}>
            <span>{plural(made, { 0: 'None yet', one: '# transfer', other: '# transfers' })}</span>
            {payment.lastRun?.outcome === 'refused' && (
              <span className={styles.muted}>{i18n._(lastRunRefusedLabel(payment.lastRun.reason))}</span>
            )}
          </span>
        );
      },
    },
  ];
  if (onCancel)
    columns.push({
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (payment) => {
        const target = paymentTarget(payment);
        return (
          <span className={styles.stacked}>
            <Button
              variant="secondary"
              size="small"
              onPress={() => onCancel(payment)}
              isDisabled={cancelling !== null}
              isLoading={cancelling === payment.id}
              aria-label={t`Cancel the payment to ${target}`}
            >
              <Trans>Cancel</Trans>
            </Button>
            {!payment.userCancel && (
              <span className={styles.muted}>
                <Trans>Set up by the bank</Trans>
              </span>
            )}
          </span>
        );
      },
    });
  return (
    <DataTable label={t`Preapproved payments`} columns={columns} rows={payments} rowKey={(payment) => payment.id} />
  );
}
