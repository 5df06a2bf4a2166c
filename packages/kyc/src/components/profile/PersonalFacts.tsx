import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { countryName, formatDate } from '@paydeck/i18n';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { Profile } from '../../api/profile';

/** Who the person is (name, birth, residence, citizenship, tax id); "Update" when they may change it. */
export function PersonalFacts({ profile, canUpdate }: { profile: Profile; canUpdate: boolean }) {
  const { i18n } = useLingui();
  const fact = (label: ReactNode, value: string | null) => (
    <div className={pageLayout.fact}>
      <dt className={pageLayout.factLabel}>{label}</dt>
      <dd className={pageLayout.factValue}>{value ?? '—'}</dd>
    </div>
  );
  const country = (code: string | null) => (code ? countryName(code, i18n.locale) : null);
  return (
    <section className={pageLayout.section} aria-labelledby="profile-person">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-person" className={pageLayout.subtitle}>
          <Trans>Personal details</Trans>
        </h2>
        {canUpdate && (
          <AriaLink className={pageLayout.smallButtonLink} href="/profile-update">
            <Trans>Update</Trans>
          </AriaLink>
        )}
      </div>
      <dl className={pageLayout.facts}>
        {fact(<Trans>Name</Trans>, `${profile.firstName} ${profile.lastName}`)}
        {fact(<Trans>Date of birth</Trans>, profile.birthDay ? formatDate(profile.birthDay, i18n.locale) : null)}
        {fact(<Trans>Residence</Trans>, country(profile.residenceCountryCode))}
        {fact(<Trans>Citizenship</Trans>, country(profile.citizenshipCountryCode))}
        {fact(<Trans>Tax ID</Trans>, profile.taxId)}
      </dl>
    </section>
  );
}
