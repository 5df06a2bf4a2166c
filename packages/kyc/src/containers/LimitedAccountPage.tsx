import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { uploadLimitReasonDocument } from '../api/profile';
import type { RequirementUploadProps } from '../components/limited/RequirementUpload';
import { kycCustomerInfoQuery } from './queries';
import { today } from './today';
import { useKycChange } from './useKycChange';
import { useKycRights } from './useKycRights';

type UploadInput = Parameters<RequirementUploadProps['onUpload']>[0];

const LimitedAccountScreen = lazyScreen(() =>
  import('../components/limited/LimitedAccountScreen').then((m) => m.LimitedAccountScreen),
);
void LimitedAccountScreen.preload();

/** The route's loader: starts the page's request (the one the page reads) and waits for the screen's code. */
export function loadLimitedAccountPage(queryClient: QueryClient): Promise<unknown> {
  void queryClient.prefetchQuery(kycCustomerInfoQuery());
  return LimitedAccountScreen.preload();
}

/** /limited-account: the limit reasons, what each asks for, and the uploads. */
export function LimitedAccountPage() {
  const { t, i18n } = useLingui();
  const kyc = useQuery(kycCustomerInfoQuery());
  const change = useKycChange();
  const { canUpload } = useKycRights();
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the limit reasons`} />}>
        <LimitedAccountScreen
          kyc={toLoadable(kyc, i18n)}
          onRetry={() => void kyc.refetch()}
          today={today()}
          canUpload={canUpload}
          onUpload={change((limitReasonId: number, input: UploadInput) =>
            uploadLimitReasonDocument(api, { limitReasonId, ...input }),
          )}
        />
      </Suspense>
    </PageFrame>
  );
}
