import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { useSession } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { kycCustomerInfoQuery } from './queries';

const loadScreen = () =>
  import('../components/unverified/UnverifiedAccountScreen').then((m) => ({ default: m.UnverifiedAccountScreen }));
void loadScreen();
const UnverifiedAccountScreen = lazy(loadScreen);

/** /unverified-account: sends a verified person home (identity spec 2.2). */
export function UnverifiedAccountPage() {
  const { t, i18n } = useLingui();
  const { customer } = useSession();
  const kyc = useQuery(kycCustomerInfoQuery());
  if (customer?.verified || kyc.data?.verified) return <Navigate to="/home" replace />;
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading your account status`} />}>
        <UnverifiedAccountScreen kyc={toLoadable(kyc, i18n)} onRetry={() => void kyc.refetch()} />
      </Suspense>
    </PageFrame>
  );
}
