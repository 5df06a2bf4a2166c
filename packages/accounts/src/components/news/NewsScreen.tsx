import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, Link, StatusBadge } from '@paydeck/ui';
import type { Announcement, AnnouncementList } from '../../api/announcements';
import * as layout from '../common/layout.css';
import { type Loadable, LoadableView } from '../common/Loadable';
import { AnswerBadge } from './AnswerBadge';
import * as styles from './news.css';

export interface NewsScreenProps {
  news: Loadable<AnnouncementList>;
  /** The announcements waiting for the person's accept or decline (announcementList withConfirmation). */
  toAnswer?: Loadable<readonly Announcement[]> | undefined;
  onRetry: () => void;
}

/** /news: those waiting for an answer first, then the announcements, newest first, unread ones marked. */
export function NewsScreen({ news, toAnswer, onRetry }: NewsScreenProps) {
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
      {toAnswer?.kind === 'ready' && toAnswer.data.length > 0 && <WaitingForAnswer announcements={toAnswer.data} />}
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

/** The confirmation announcements the person has not answered yet, each a link to accept or decline it. */
function WaitingForAnswer({ announcements }: { announcements: readonly Announcement[] }) {
  const { i18n } = useLingui();
  return (
    <section className={layout.section} aria-labelledby="news-to-answer">
      <h2 id="news-to-answer" className={layout.subtitle}>
        <Trans>Waiting for your answer</Trans>
      </h2>
      <ul className={layout.list}>
        {announcements.map((item) => (
          <li key={item.id} className={styles.toAnswer}>
            <Link href={`/news/${item.id}`}>{item.title}</Link>
            <span className={styles.meta}>
              <span>{formatDate(item.date, i18n.locale, 'date')}</span>
              <Trans>Accept or decline it</Trans>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
