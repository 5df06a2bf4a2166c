import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Link as AriaLink } from 'react-aria-components';
import type { UsernameChange } from '../../api/emails';
import type { ClientIp, DocumentsByCategory, Profile } from '../../api/profile';
import type { DocumentType, KycCustomerInfo } from '../../api/schemas';
import { accountStatus } from '../../model/account-status';
import { DocumentCategory } from '../../api/document-types';
import { typesOfCategory } from '../../model/questionnaire';
import { type PhoneActions, PhoneStep } from '../kyc/PhoneStep';
import { AccountStatusBanner } from '../status/AccountStatusBanner';
import { type AddressActions, AddressesSection } from './AddressesSection';
import { ClientIpSection } from './ClientIpSection';
import { DocumentsSection } from './DocumentsSection';
import { type IdentityActions, IdentitySection } from './IdentitySection';
import { PersonalFacts } from './PersonalFacts';
import { type UsernameActions, UsernameSection } from './UsernameSection';

export interface ProfileData {
  profile: Profile;
  kyc: KycCustomerInfo;
  documents: DocumentsByCategory;
  emails: { emailAddress: string; status: string }[];
  usernameChange: UsernameChange | null;
  categories: readonly { id: number; documentTypes: DocumentType[] }[];
  /** The proofs of address (`customerAddressDocumentTypes`). */
  addressProofTypes: readonly DocumentType[];
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
  /** Full access (2; a person's own profile): personal details, addresses, phones, payment e-mails. */
  canManage: boolean;
  /** Rights 2-5: identity documents, online identification, proofs of address. */
  canUpload: boolean;
  /** The person's own sign-in e-mail (not for an admin acting for a customer). */
  canChangeLogin: boolean;
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
            <PersonalFacts profile={data.profile} canUpdate={props.canManage} />
            <AddressesSection
              addresses={data.kyc.addresses}
              proofTypes={data.addressProofTypes}
              today={props.today}
              actions={props.address}
              canManage={props.canManage}
              canUpload={props.canUpload}
            />
            <section className={pageLayout.section} aria-labelledby="profile-phones">
              <h2 id="profile-phones" className={pageLayout.subtitle}>
                <Trans>Phone numbers</Trans>
              </h2>
              <PhoneStep phones={data.kyc.phones} actions={props.phone} canManage={props.canManage} />
            </section>
            <IdentitySection
              documents={data.kyc.identityDocuments}
              types={typesOf(data.categories, DocumentCategory.identity)}
              countryCode={data.profile.residenceCountryCode ?? ''}
              today={props.today}
              actions={props.identity}
              canUpload={props.canUpload}
            />
            <DocumentsSection categories={data.documents} />
            <Emails emails={data.emails} canManage={props.canManage} />
            {props.canChangeLogin && (
              <UsernameSection login={data.profile.login} request={data.usernameChange} actions={props.username} />
            )}
          </>
        )}
      </LoadableView>
      <ClientIpSection ip={props.ip} onRetry={props.onRetryIp} />
    </div>
  );
}

function Emails({ emails, canManage }: { emails: ProfileData['emails']; canManage: boolean }) {
  const { t } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby="profile-emails">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-emails" className={pageLayout.subtitle}>
          <Trans>E-mail addresses</Trans>
        </h2>
        <AriaLink className={pageLayout.smallButtonLink} href="/payment-emails">
          {canManage ? <Trans>Manage payment e-mails</Trans> : <Trans>Payment e-mails</Trans>}
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
