import { useLingui } from '@lingui/react/macro';
import { ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { kycKeys } from '../api/keys';
import { finishWorkflowRun } from '../api/verification';
import { workflowRunQuery } from './public-queries';

const loadScreen = () =>
  import('../components/verification/IdentityVerificationScreen').then((m) => ({
    default: m.IdentityVerificationScreen,
  }));
void loadScreen();
const IdentityVerificationScreen = lazy(loadScreen);

/** The external identity workflow's landing: its status, read with the link's token (no session). */
export function IdentityVerificationPage({
  workflowRunId,
  token,
  returnTo,
}: {
  workflowRunId: string;
  token: string;
  /** The way back once the run is finished (the route accepts only a path of this app). */
  returnTo?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const run = useQuery(workflowRunQuery(workflowRunId, token));
  return (
    <Suspense fallback={<ScreenLoading label={t`Loading the identification`} />}>
      <IdentityVerificationScreen
        run={toLoadable(run, i18n)}
        onRetry={() => void run.refetch()}
        returnTo={returnTo}
        onFinish={async (result) => {
          await finishWorkflowRun(api, workflowRunId, token, result);
          await queryClient.invalidateQueries({ queryKey: kycKeys.workflowRun(workflowRunId) });
          await queryClient.invalidateQueries({ queryKey: kycKeys.all });
        }}
      />
    </Suspense>
  );
}
