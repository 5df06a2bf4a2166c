import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, sessionState } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { type PersonalInfo, updatePersonalInfo } from '../api/profile';
import { profileQuery } from './queries';
import { today } from './today';
import { useKycChange } from './useKycChange';
import { useKycRights } from './useKycRights';

const loadScreen = () =>
  import('../components/profile-update/ProfileUpdateScreen').then((m) => ({ default: m.ProfileUpdateScreen }));
void loadScreen();
const ProfileUpdateScreen = lazy(loadScreen);

/** /profile-update: after saving, the person goes on to KYC when it is needed, else home. */
export function ProfileUpdatePage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const profile = useQuery(profileQuery());
  const change = useKycChange();
  const { canManage } = useKycRights();
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading your details`} />}>
        <ProfileUpdateScreen
          profile={toLoadable(profile, i18n)}
          today={today()}
          onRetry={() => void profile.refetch()}
          canManage={canManage}
          onSubmit={change(async (info: PersonalInfo) => {
            await updatePersonalInfo(api, info);
            toast.show({ level: 'success', title: t`Your details are saved.` });
            await router.navigate({ href: sessionState().customer?.isNeedKyc ? '/kyc' : '/home' });
          })}
        />
      </Suspense>
    </PageFrame>
  );
}
