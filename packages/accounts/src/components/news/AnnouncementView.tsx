import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { Button, Link } from '@paydeck/ui';
import type { Announcement } from '../../api/announcements';
import * as layout from '../common/layout.css';
import { Failure, type Loadable, LoadableView } from '../common/Loadable';
import { AnswerBadge } from './AnswerBadge';
import * as styles from './news.css';

export interface AnnouncementViewProps {
  announcement: Loadable<Announcement>;
  /** Accept (true) or decline (false); only for a confirmation announcement not yet answered. */
  onAnswer: (choice: boolean) => void;
  answering: boolean | null;
  answerError?: string | null | undefined;
  onRetry: () => void;
}

/** One announcement: its text and, when it asks for it, the accept and decline choice. */
export function AnnouncementView({ announcement, onAnswer, answering, answerError, onRetry }: AnnouncementViewProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={layout.page}>
      <Link href="/news">
        <Trans>All news</Trans>
      </Link>
      <LoadableView value={announcement} label={t`Loading the announcement`} onRetry={onRetry}>
        {(item) => (
          <article className={layout.section} aria-labelledby="announcement-title">
            <h1 id="announcement-title" className={layout.title}>
              {item.title}
            </h1>
            <div className={styles.meta}>
              <span>{formatDate(item.date, i18n.locale, 'date')}</span>
              <AnswerBadge announcement={item} />
            </div>
            <div className={styles.body}>
              {item.body.split(/\n{2,}/).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity but their place
                <p key={index} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </div>
            {item.needsConfirmation && item.choice === null && (
              <>
                {answerError && <Failure message={answerError} />}
                <div className={layout.actions}>
                  <Button
                    onPress={() => onAnswer(true)}
                    isLoading={answering === true}
                    isDisabled={answering === false}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    onPress={() => onAnswer(false)}
                    isLoading={answering === false}
                    isDisabled={answering === true}
                  >
                    <Trans>Decline</Trans>
                  </Button>
                </div>
              </>
            )}
          </article>
        )}
      </LoadableView>
    </div>
  );
}
