import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { countryName, formatDate } from '@paydeck/i18n';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { UsernameChange } from '../../api/emails';
import type { ClientIp, DocumentsByCategory, Profile } from '../../api/profile';
import type { DocumentType, KycCustomerInfo } from '../../api/schemas';
import { accountStatus } from '../../model/account-status';
import { DocumentCategory } from '../../model/document-rules';
import { typesOfCategory } from '../../model/questionnaire';
import { type PhoneActions, PhoneStep } from '../kyc/PhoneStep';
import { AccountStatusBanner } from '../status/AccountStatusBanner';
import { type AddressActions, AddressesSection } from './AddressesSection';
import { ClientIpSection } from './ClientIpSection';
import { DocumentsSection } from './DocumentsSection';
import { type IdentityActions, IdentitySection } from './IdentitySection';
import { type UsernameActions, UsernameSection } from './UsernameSection';

export interface ProfileData {
  profile: Profile;
  kyc: KycCustomerInfo;
  documents: DocumentsByCategory;
  emails: { emailAddress: string; status: string }[];
  usernameChange: UsernameChange | null;
  categories: readonly { id: number; documentTypes: DocumentType[] }[];
}

export interface ProfileScreenProps {
  data: Loadable<ProfileData>;
  onRetry: () => void;
  ip: Loadable<ClientIp>;
  onRetryIp: () => void;
  today: string;
  address: AddressActions;
  phone: PhoneActions;
  identity: IdentityActions;
  username: UsernameActions;
}

const typesOf = typesOfCategory;

/** /profile: who the person is, their addresses, phones, identity documents, documents, e-mails and connection. */
export function ProfileScreen(props: ProfileScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Profile</Trans>
      </h1>
      <LoadableView value={props.data} label={t`Loading your profile`} onRetry={props.onRetry} lines={8}>
        {(data) => (
          <>
            <AccountStatusBanner {...accountStatus(data.kyc)} currentPath="/profile" />
            <PersonalFacts profile={data.profile} />
            <AddressesSection
              addresses={data.kyc.addresses}
              proofTypes={typesOf(data.categories, DocumentCategory.address)}
              today={props.today}
              actions={props.address}
            />
            <section className={pageLayout.section} aria-labelledby="profile-phones">
              <h2 id="profile-phones" className={pageLayout.subtitle}>
                <Trans>Phone numbers</Trans>
              </h2>
              <PhoneStep phones={data.kyc.phones} actions={props.phone} />
            </section>
            <IdentitySection
              documents={data.kyc.identityDocuments}
              types={typesOf(data.categories, DocumentCategory.identity)}
              countryCode={data.profile.residenceCountryCode ?? ''}
              today={props.today}
              actions={props.identity}
            />
            <DocumentsSection categories={data.documents} />
            <Emails emails={data.emails} />
            <UsernameSection login={data.profile.login} request={data.usernameChange} actions={props.username} />
          </>
        )}
      </LoadableView>
      <ClientIpSection ip={props.ip} onRetry={props.onRetryIp} />
    </div>
  );
}

function PersonalFacts({ profile }: { profile: Profile }) {
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
        <AriaLink className={pageLayout.smallButtonLink} href="/profile-update">
          <Trans>Update</Trans>
        </AriaLink>
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

function Emails({ emails }: { emails: ProfileData['emails'] }) {
  const { t } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby="profile-emails">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-emails" className={pageLayout.subtitle}>
          <Trans>E-mail addresses</Trans>
        </h2>
        <AriaLink className={pageLayout.smallButtonLink} href="/payment-emails">
          <Trans>Manage payment e-mails</Trans>
        </AriaLink>
      </div>
      <ul className={pageLayout.list} aria-label={t`Your e-mail addresses`}>
        {emails.map((email) => (
          <li key={email.emailAddress}>
            {email.emailAddress} <span className={pageLayout.muted}>({email.status})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
