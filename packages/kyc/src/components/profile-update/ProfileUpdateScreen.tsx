import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { PersonalInfo, Profile } from '../../api/profile';
import { PersonalInfoForm } from './PersonalInfoForm';

/** /profile-update: the personal details the bank asks the person to check and complete. */
export function ProfileUpdateScreen({
  profile,
  today,
  onRetry,
  onSubmit,
}: {
  profile: Loadable<Profile>;
  today: string;
  onRetry: () => void;
  onSubmit: (info: PersonalInfo) => Promise<unknown>;
}) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Update your personal details</Trans>
      </h1>
      <section className={pageLayout.section}>
        <p className={pageLayout.text}>
          <Trans>
            Please check your details and correct anything that is not right. They must match your identity document.
          </Trans>
        </p>
        <LoadableView value={profile} label={t`Loading your details`} onRetry={onRetry}>
          {(data) => <PersonalInfoForm profile={data} today={today} onSubmit={onSubmit} />}
        </LoadableView>
      </section>
    </div>
  );
}
