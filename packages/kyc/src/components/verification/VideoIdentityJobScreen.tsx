import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { formatDate } from '@paydeck/i18n';
import { Button, EmptyState, StatusBadge } from '@paydeck/ui';
import type { VideoJob } from '../../api/verification';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { videoJobStatusText } from './verification-text';

/** /video-identity-job/{id}: the video identity job's status; a signed-in person may finish the call. */
export function VideoIdentityJobScreen({
  job,
  onRetry,
  onComplete,
}: {
  job: Loadable<VideoJob | null>;
  onRetry: () => void;
  /** Absent without a session. */
  onComplete?: (() => Promise<unknown>) | undefined;
}) {
  const { t, i18n } = useLingui();
  const complete = useAction(async () => onComplete?.());
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Video identification</Trans>
      </h1>
      <LoadableView value={job} label={t`Loading the video identification`} onRetry={onRetry}>
        {(data) => {
          if (data === null) {
            return <EmptyState title={<Trans>We could not find this video identification</Trans>} />;
          }
          const text = videoJobStatusText[data.status];
          const when = data.scheduledAt ? formatDate(data.scheduledAt, i18n.locale, 'dateTime') : null;
          return (
            <section className={pageLayout.section} aria-labelledby="video-status">
              <div className={pageLayout.sectionHeader}>
                <h2 id="video-status" className={pageLayout.subtitle}>
                  <Trans>Status</Trans>
                </h2>
                <StatusBadge tone={text.tone}>{i18n._(text.label)}</StatusBadge>
              </div>
              <p className={pageLayout.text}>{i18n._(text.text)}</p>
              {when && (
                <p className={pageLayout.muted}>
                  <Trans>Scheduled for {when}</Trans>
                </p>
              )}
              {complete.error && (
                <p role="alert" className={styles.reason}>
                  {complete.error}
                </p>
              )}
              {onComplete && (data.status === 'created' || data.status === 'inProgress') && (
                <div>
                  <Button isLoading={complete.pending} onPress={() => void complete.start()}>
                    <Trans>Finish the video call</Trans>
                  </Button>
                </div>
              )}
            </section>
          );
        }}
      </LoadableView>
    </div>
  );
}
