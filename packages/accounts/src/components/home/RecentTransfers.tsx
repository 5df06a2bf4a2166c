import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, Link, StatusBadge } from '@paydeck/ui';
import type { Transaction } from '../../api/history';
import { describe } from '../../model/describe';
import { transactionStatus } from '../common/labels';
import { useMoneyText } from '../common/Money';
import * as layout from '../common/layout.css';
import * as styles from './home.css';

/** The latest outgoing transfers of the home types, each with its date, status and amount. */
export function RecentTransfers({
  transfers,
  typeName,
  rowHref,
}: {
  transfers: readonly Transaction[];
  typeName: (row: Transaction) => string;
  /** The address of a transfer's details (the sheet over home). */
  rowHref: (row: Transaction) => string;
}) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  if (transfers.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t`No transfers yet`}
        description={t`Your latest transfers to others will show here.`}
      />
    );
  }
  return (
    <>
      <ul className={styles.rows}>
        {transfers.map((row) => {
          const status = transactionStatus(row.statusId, row.status, i18n);
          return (
            <li key={`${row.transactionId}-${row.accountId}`} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  <Link href={rowHref(row)} className={layout.stretchedLink}>
                    {describe(row) || typeName(row)}
                  </Link>
                </p>
                <p className={styles.rowMeta}>
                  <span>
                    {formatDate(row.dateTime, i18n.locale, 'date')} · {typeName(row)}
                  </span>
                  {row.statusId !== 2 && <StatusBadge tone={status.tone}>{status.text}</StatusBadge>}
                </p>
              </div>
              <span className={styles.rowAmount}>{money(row.amount, row.currencyCode, true)}</span>
            </li>
          );
        })}
      </ul>
      <Link href="/history?direction=outgoing">
        <Trans>All transactions</Trans>
      </Link>
    </>
  );
}
