import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { Link } from '@paydeck/ui';
import type { Invoice } from '../api/schemas';
import * as styles from './invoices.css';

/**
 * Under the approval popup's outcome: what was paid to whom, the invoice and the transaction it made, and where
 * to find it again (its details in the history).
 */
export function PaidDetails({ invoice, transactionId }: { invoice: Invoice; transactionId: number }) {
  const { t, i18n } = useLingui();
  const rows: [string, string][] = [
    [t`Paid to`, invoice.payeeName ?? ''],
    [t`Amount`, formatMoney(invoice.total, invoice.currencyCode, i18n.locale)],
    [t`Invoice`, String(invoice.id)],
    [t`Transaction`, String(transactionId)],
  ];
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
      <Link href={`/history?transactionId=${transactionId}`}>
        <Trans>See it in your history</Trans>
      </Link>
    </div>
  );
}
