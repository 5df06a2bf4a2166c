import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { PersonalInfo, Profile } from '../../api/profile';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { PersonalFacts } from '../profile/PersonalFacts';
import { PersonalInfoForm } from './PersonalInfoForm';

/**
 * /profile-update: the personal details the bank asks the person to check and complete; without full access
 * (a company's read-only user, an admin acting for a customer) the details as they stand.
 */
export function ProfileUpdateScreen({
  profile,
  today,
  onRetry,
  onSubmit,
  canManage,
}: {
  profile: Loadable<Profile>;
  today: string;
  onRetry: () => void;
  onSubmit: (info: PersonalInfo) => Promise<unknown>;
  canManage: boolean;
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
          {(data) =>
            canManage ? (
              <PersonalInfoForm profile={data} today={today} onSubmit={onSubmit} />
            ) : (
              <>
                <ReadOnlyNote about="details" />
                <PersonalFacts profile={data} canUpdate={false} />
              </>
            )
          }
        </LoadableView>
      </section>
    </div>
  );
}
