import { useLingui } from '@lingui/react/macro';
import { ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, useSession } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { kycKeys } from '../api/keys';
import { completeVideoJob } from '../api/verification';
import { videoJobQuery } from './public-queries';
import { useKycRights } from './useKycRights';

const loadScreen = () =>
  import('../components/verification/VideoIdentityJobScreen').then((m) => ({ default: m.VideoIdentityJobScreen }));
void loadScreen();
const VideoIdentityJobScreen = lazy(loadScreen);

/** The video identity job page: its status for anyone with the link; finishing the call needs the session and
 * the right to send documents (2-5; the sandbox's `upload`). */
export function VideoIdentityJobPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { isSignedIn } = useSession();
  const { canUpload } = useKycRights();
  const queryClient = useQueryClient();
  const job = useQuery(videoJobQuery(id));
  return (
    <Suspense fallback={<ScreenLoading label={t`Loading the video identification`} />}>
      <VideoIdentityJobScreen
        job={toLoadable(job, i18n)}
        onRetry={() => void job.refetch()}
        onComplete={
          isSignedIn && canUpload
            ? async () => {
                await completeVideoJob(api, id);
                await queryClient.invalidateQueries({ queryKey: kycKeys.videoJob(id) });
                await queryClient.invalidateQueries({ queryKey: kycKeys.all });
              }
            : undefined
        }
      />
    </Suspense>
  );
}
