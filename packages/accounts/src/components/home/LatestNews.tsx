import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, Link, StatusBadge, VisuallyHidden } from '@paydeck/ui';
import type { Announcement } from '../../api/announcements';
import * as styles from './home.css';

/** The newest announcements, unread ones marked, each a link to read it. */
export function LatestNews({ announcements }: { announcements: readonly Announcement[] }) {
  const { t, i18n } = useLingui();
  if (announcements.length === 0) return <EmptyState headingLevel={3} title={t`No news`} />;
  return (
    <>
      <ul className={styles.rows}>
        {announcements.map((item) => (
          <li key={item.id} className={styles.row}>
            <div className={styles.rowMain}>
              <div className={styles.rowTitle}>
                {!item.isRead && (
                  <>
                    <span aria-hidden="true" className={styles.unreadDot} />
                    <VisuallyHidden>
                      <Trans>Unread:</Trans>{' '}
                    </VisuallyHidden>
                  </>
                )}
                <Link href={`/news/${item.id}`}>{item.title}</Link>
              </div>
              <p className={styles.rowMeta}>
                <span>{formatDate(item.date, i18n.locale, 'date')}</span>
                {item.needsConfirmation && item.choice === null && (
                  <StatusBadge tone="warning">
                    <Trans>Needs your answer</Trans>
                  </StatusBadge>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link href="/news">
        <Trans>All news</Trans>
      </Link>
    </>
  );
}
