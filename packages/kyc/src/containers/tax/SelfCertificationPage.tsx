import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { updatePersonalCertification, uploadLossOfNationality } from '../../api/tax';
import type { PersonalCertificationPayload } from '../../model/tax-payload';
import { addressesQuery, profileQuery } from '../queries';
import { PlacesProvider } from '../../components/common/places';
import { usePlaces } from '../places';
import { today } from '../today';
import { useKycChange } from '../useKycChange';
import { useKycRights } from '../useKycRights';
import type { SigningReturn } from './search';
import { personalCertificationQuery } from './tax-queries';
import { useSigning } from './useSigning';
import { personalView } from './views';

const loadScreen = () =>
  import('../../components/tax/SelfCertificationScreen').then((m) => ({ default: m.SelfCertificationScreen }));
void loadScreen();
const SelfCertificationScreen = lazy(loadScreen);

/** /self-certification: the person's FATCA/CRS self-certification, its W-form and loss-of-nationality certificate. */
export function SelfCertificationPage({ outcome }: { outcome: SigningReturn }) {
  const { t, i18n } = useLingui();
  const places = usePlaces();
  const certification = useQuery(personalCertificationQuery());
  const addresses = useQuery(addressesQuery());
  const change = useKycChange();
  const { canManage } = useKycRights();
  const sign = useSigning({ returnPath: '/self-certification', outcome });
  // the residence country starts the first tax residence (the form works without it)
  const residence = useQuery(profileQuery()).data?.residenceCountryCode;
  const view = useMemo(
    () =>
      certification.data && addresses.data ? personalView(certification.data, addresses.data, residence) : undefined,
    [certification.data, addresses.data, residence],
  );
  const loadable = toLoadable(
    {
      data: view,
      error: certification.error ?? addresses.error,
      isError: certification.isError || addresses.isError,
    },
    i18n,
  );
  return (
    <PageFrame>
      <PlacesProvider places={places}>
        <Suspense fallback={<ScreenLoading label={t`Loading the self-certification`} />}>
          <SelfCertificationScreen
            certification={loadable}
            today={today()}
            onRetry={() => void Promise.all([certification.refetch(), addresses.refetch()])}
            onSubmit={change(async (payload: PersonalCertificationPayload) => {
              await updatePersonalCertification(api, payload);
              toast.show({ level: 'success', title: t`Your self-certification is saved.` });
            })}
            onSign={sign}
            canManage={canManage}
            onUploadLossOfNationality={change(async (file: File) => {
              await uploadLossOfNationality(api, file);
              toast.show({ level: 'success', title: t`The certificate is sent.` });
            })}
          />
        </Suspense>
      </PlacesProvider>
    </PageFrame>
  );
}
