import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, useSession } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { updateBusinessCertification } from '../../api/tax';
import type { BusinessCertificationPayload } from '../../model/tax-payload';
import { PlacesProvider } from '../../components/common/places';
import { usePlaces } from '../places';
import { today } from '../today';
import { useKycChange } from '../useKycChange';
import { useKycRights } from '../useKycRights';
import type { SigningReturn } from './search';
import { businessCertificationQuery, certifyingCompanyQuery } from './tax-queries';
import { useSigning } from './useSigning';
import { businessView } from './views';

const loadScreen = () =>
  import('../../components/tax/BusinessSelfCertificationScreen').then((m) => ({
    default: m.BusinessSelfCertificationScreen,
  }));
void loadScreen();
const BusinessSelfCertificationScreen = lazy(loadScreen);

/** /self-certification-business: the company's FATCA/CRS self-certification and its W-form (W-8BEN-E or W-9). */
export function BusinessSelfCertificationPage({ outcome }: { outcome: SigningReturn }) {
  const { t, i18n } = useLingui();
  const places = usePlaces();
  const { fromCustomerId } = useSession();
  const certification = useQuery(businessCertificationQuery(fromCustomerId));
  // the company's addresses (place of business, registered address); the form works without them
  const company = useQuery(certifyingCompanyQuery(fromCustomerId));
  const change = useKycChange();
  const { canManage } = useKycRights();
  const sign = useSigning({ returnPath: '/self-certification-business', outcome });
  const view = useMemo(
    () => (certification.data ? businessView(certification.data, company.data) : undefined),
    [certification.data, company.data],
  );
  const waiting = company.isPending && !company.isError;
  return (
    <PageFrame>
      <PlacesProvider places={places}>
        <Suspense fallback={<ScreenLoading label={t`Loading the self-certification`} />}>
          <BusinessSelfCertificationScreen
            certification={toLoadable({ ...certification, data: waiting ? undefined : view }, i18n)}
            today={today()}
            onRetry={() => void certification.refetch()}
            onSubmit={change(async (payload: BusinessCertificationPayload) => {
              await updateBusinessCertification(api, payload);
              toast.show({ level: 'success', title: t`The company's self-certification is saved.` });
            })}
            onSign={sign}
            canManage={canManage}
          />
        </Suspense>
      </PlacesProvider>
    </PageFrame>
  );
}
