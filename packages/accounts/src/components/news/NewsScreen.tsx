import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, Link, StatusBadge } from '@paydeck/ui';
import type { AnnouncementList } from '../../api/announcements';
import * as layout from '../common/layout.css';
import { type Loadable, LoadableView } from '../common/Loadable';
import { AnswerBadge } from './AnswerBadge';
import * as styles from './news.css';

/** /news: the announcements, newest first, unread ones marked. */
export function NewsScreen({ news, onRetry }: { news: Loadable<AnnouncementList>; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className={layout.page}>
      <div className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>News</Trans>
        </h1>
        {news.kind === 'ready' && news.data.unreadCount > 0 && (
          <StatusBadge tone="info">
            <Trans>{news.data.unreadCount} unread</Trans>
          </StatusBadge>
        )}
      </div>
      <section className={layout.section} aria-label={t`Announcements`}>
        <LoadableView value={news} label={t`Loading news`} onRetry={onRetry}>
          {({ announcements }) =>
            announcements.length === 0 ? (
              <EmptyState headingLevel={2} title={t`No news`} description={t`Announcements from us will show here.`} />
            ) : (
              <ul className={layout.list}>
                {announcements.map((item) => (
                  <li key={item.id} className={item.isRead ? styles.item : styles.unread}>
                    <h2 className={styles.itemTitle}>
                      <Link href={`/news/${item.id}`}>{item.title}</Link>
                    </h2>
                    <div className={styles.meta}>
                      <span>{formatDate(item.date, i18n.locale, 'date')}</span>
                      {!item.isRead && (
                        <StatusBadge tone="info">
                          <Trans>Unread</Trans>
                        </StatusBadge>
                      )}
                      <AnswerBadge announcement={item} />
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadableView>
      </section>
    </div>
  );
}
