import { useLingui } from '@lingui/react/macro';
import { ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { taxKeys, updateRepresentativeCertification, uploadLossOfNationality } from '../../api/tax';
import type { PersonalCertificationPayload } from '../../model/tax-payload';
import { PlacesProvider } from '../../components/common/places';
import { usePlaces } from '../places';
import { today } from '../today';
import { representativeCertificationQuery } from './tax-queries';
import type { SigningReturn } from './search';
import { useSigning } from './useSigning';
import { representativeView } from './views';

const loadScreen = () =>
  import('../../components/tax/RepresentativeSelfCertificationScreen').then((m) => ({
    default: m.RepresentativeSelfCertificationScreen,
  }));
void loadScreen();
const RepresentativeSelfCertificationScreen = lazy(loadScreen);

/**
 * /self-certification-representative?authSecret=…: no session; every call carries the link's authSecret
 * (identity spec 6: the representative's tax task runs with an authentication secret instead of a session).
 */
export function RepresentativeSelfCertificationPage({
  authSecret,
  outcome,
}: {
  authSecret?: string | undefined;
  outcome: SigningReturn;
}) {
  const { t, i18n } = useLingui();
  const places = usePlaces();
  const queryClient = useQueryClient();
  const certification = useQuery(representativeCertificationQuery(authSecret));
  // a complete certification spends the secret: afterwards the link reads as unknown, which then means "done"
  const [done, setDone] = useState(outcome.event === 'signed');
  const reread = useCallback(
    () => queryClient.invalidateQueries({ queryKey: taxKeys.representative(authSecret ?? '') }),
    [queryClient, authSecret],
  );
  const returnPath = `/self-certification-representative?authSecret=${encodeURIComponent(authSecret ?? '')}`;
  const sign = useSigning({ returnPath, outcome, authSecret });
  const view = useMemo(
    () => (certification.data === undefined ? undefined : certification.data && representativeView(certification.data)),
    [certification.data],
  );
  return (
    <PlacesProvider places={places}>
      <Suspense fallback={<ScreenLoading label={t`Loading the self-certification`} />}>
        <RepresentativeSelfCertificationScreen
          certification={toLoadable({ ...certification, data: view }, i18n)}
          done={done}
          today={today()}
          onRetry={() => void certification.refetch()}
          onSubmit={async (payload: PersonalCertificationPayload) => {
            if (!authSecret) return;
            const saved = await updateRepresentativeCertification(api, authSecret, payload);
            toast.show({ level: 'success', title: t`Thank you: your self-certification is saved.` });
            if (saved.signedAt) setDone(true);
            await reread();
          }}
          onSign={sign}
          onUploadLossOfNationality={async (file: File) => {
            if (!authSecret) return;
            await uploadLossOfNationality(api, file, authSecret);
            toast.show({ level: 'success', title: t`The certificate is sent.` });
            await reread();
          }}
        />
      </Suspense>
    </PlacesProvider>
  );
}
