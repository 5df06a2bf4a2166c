import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { formatDate } from '@paydeck/i18n';
import { EmptyState } from '@paydeck/ui';
import type { RecentTransfer } from '../../api/p2p';
import * as styles from './p2p.css';

/**
 * The last three person-to-person transfers (payments.md 9), beside the form; disabled ones are hidden. Each is a
 * button: pressing it makes its payee the form's.
 */
export function RecentP2p({
  recent,
  onRetry,
  onPick,
}: {
  recent: Loadable<RecentTransfer[]>;
  onRetry: () => void;
  onPick: (transfer: RecentTransfer) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  return (
    <section aria-labelledby="recent-p2p-title" className={layout.section}>
      <h2 id="recent-p2p-title" className={layout.subtitle}>
        <Trans>Recent transfers to people</Trans>
      </h2>
      <LoadableView value={recent} label={t`Loading your recent transfers`} onRetry={onRetry}>
        {(transfers) =>
          transfers.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t`No transfers to people yet`}
              description={t`Your last three transfers to people appear here.`}
            />
          ) : (
            <>
              <p className={styles.muted}>
                <Trans>Choose one to pay the same person again.</Trans>
              </p>
              <ul className={styles.recentList}>
                {transfers.map((transfer) => (
                  <li key={transfer.transactionId} className={styles.recentRow}>
                    <button
                      type="button"
                      className={styles.recentButton}
                      disabled={!transfer.toEmail}
                      onClick={() => onPick(transfer)}
                    >
                      <span className={styles.recentMain}>
                        <span className={styles.recentName}>{transfer.toName ?? transfer.toEmail}</span>
                        {transfer.toName && transfer.toEmail && (
                          <span className={styles.muted}>{transfer.toEmail}</span>
                        )}
                        <span className={styles.muted}>{formatDate(transfer.createdAt, i18n.locale)}</span>
                      </span>
                      <span className={styles.amount}>{money(transfer.amount, transfer.currencyCode, true)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </LoadableView>
    </section>
  );
}
