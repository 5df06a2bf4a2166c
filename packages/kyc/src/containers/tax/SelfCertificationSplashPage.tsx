import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { useSession } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useKycRights } from '../useKycRights';
import { businessCertificationQuery, personalCertificationQuery } from './tax-queries';

const loadScreen = () =>
  import('../../components/tax/SelfCertificationSplashScreen').then((m) => ({
    default: m.SelfCertificationSplashScreen,
  }));
void loadScreen();
const SelfCertificationSplashScreen = lazy(loadScreen);

/** /self-certification-splash: why the bank asks a person for the self-certification, and its status. */
export function SelfCertificationSplashPage() {
  const { t, i18n } = useLingui();
  const { canManage } = useKycRights();
  const certification = useQuery({
    ...personalCertificationQuery(),
    select: (data) => data.taxResidencySelfCertificationDocument.status,
  });
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the self-certification`} />}>
        <SelfCertificationSplashScreen
          kind="personal"
          status={toLoadable(certification, i18n)}
          onRetry={() => void certification.refetch()}
          canManage={canManage}
        />
      </Suspense>
    </PageFrame>
  );
}

/** /self-certification-business-splash: the business start page's way into the company's self-certification. */
export function BusinessSelfCertificationSplashPage() {
  const { t, i18n } = useLingui();
  const { canManage } = useKycRights();
  const { fromCustomerId } = useSession();
  const certification = useQuery({
    ...businessCertificationQuery(fromCustomerId),
    select: (data) => data.taxResidencySelfCertificationDocument.status,
  });
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the self-certification`} />}>
        <SelfCertificationSplashScreen
          kind="business"
          status={toLoadable(certification, i18n)}
          onRetry={() => void certification.refetch()}
          canManage={canManage}
        />
      </Suspense>
    </PageFrame>
  );
}
