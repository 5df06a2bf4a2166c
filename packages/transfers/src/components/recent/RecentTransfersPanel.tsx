import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { historyHref, type Loadable, LoadableView, pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, Link } from '@paydeck/ui';
import type { RecentTransfer } from '../../api/p2p';
import type { RailFlag } from '../../model/rails';
import { type RecentGroupId, recentGroups } from './recent-groups';
import * as styles from './recent.css';

export interface RecentSplit {
  own: RecentTransfer[];
  thirdParty: RecentTransfer[];
}

const groupTitles: Record<RecentGroupId, MessageDescriptor> = {
  own: msg`Your accounts`,
  thirdParty: msg`To others`,
};

/** The type of a transfer in words (payments.md 3: "type in details"); an unknown code is shown as sent. */
const typeLabels: Partial<Record<string, MessageDescriptor>> = {
  betweenAccounts: msg`Between your accounts`,
  p2p: msg`To a person`,
  wire: msg`Wire transfer`,
  eft: msg`Bank transfer (EFT)`,
  oct: msg`To a card`,
  crypto_eft: msg`Crypto transfer`,
  instant_payment: msg`Instant payment`,
  interac: msg`Interac transfer`,
};

/**
 * Recent transfers beside the transfer screens, split "own" and "3d" (payments.md 6): each group only when the
 * session's flags allow it (`recentGroups`); each row opens the transfer in the history.
 */
export function RecentTransfersPanel({
  recent,
  has,
  onRetry,
}: {
  recent: Loadable<RecentSplit>;
  has: (flag: RailFlag) => boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="recent-transfers-title" className={`${layout.section} ${styles.panel}`}>
      <h2 id="recent-transfers-title" className={layout.subtitle}>
        <Trans>Recent transfers</Trans>
      </h2>
      <LoadableView value={recent} label={t`Loading your recent transfers`} onRetry={onRetry}>
        {(split) => {
          const groups = recentGroups(split, has).filter((group) => group.transfers.length > 0);
          if (groups.length === 0)
            return (
              <EmptyState
                headingLevel={3}
                title={t`No recent transfers`}
                description={t`Your latest transfers appear here once you make them.`}
              />
            );
          return (
            <div className={styles.groups}>
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`recent-${group.id}`}>
                  <h3 id={`recent-${group.id}`} className={styles.groupTitle}>
                    {i18n._(groupTitles[group.id])}
                  </h3>
                  <ul className={styles.list}>
                    {group.transfers.map((transfer) => (
                      <li key={transfer.transactionId}>
                        <RecentRow transfer={transfer} own={group.id === 'own'} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          );
        }}
      </LoadableView>
    </section>
  );
}

/** One transfer: who or which account, the type and the date, the amount; a link to it in the history. */
function RecentRow({ transfer, own }: { transfer: RecentTransfer; own: boolean }) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const currency = transfer.currencyCode;
  const counterparty = own
    ? t`From your ${currency} account`
    : (transfer.toName ?? transfer.toEmail ?? t`Recipient not named`);
  const typeLabel = typeLabels[transfer.type];
  return (
    <Link href={historyHref({ keyword: String(transfer.transactionId) })} className={styles.row}>
      <span className={styles.main}>
        <span className={styles.name}>{counterparty}</span>
        {!own && transfer.toName && transfer.toEmail && <span className={styles.muted}>{transfer.toEmail}</span>}
        <span className={styles.muted}>
          {typeLabel ? i18n._(typeLabel) : transfer.type} · {formatDate(transfer.createdAt, i18n.locale)}
        </span>
      </span>
      <span className={styles.amount}>{money(transfer.amount, currency, true)}</span>
    </Link>
  );
}
