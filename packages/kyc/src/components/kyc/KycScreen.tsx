import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import type { KycRedirectReason } from '@paydeck/auth';
import { StatusBadge } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { NewAddress } from '../../api/address';
import type { KycRequest, KycStep, NewIdentityDocument } from '../../api/profile';
import type { DocumentType, KycCustomerInfo } from '../../api/schemas';
import { accountStatus } from '../../model/account-status';
import { AddressCard } from '../common/AddressCard';
import { AddressForm } from '../common/AddressForm';
import * as styles from '../common/common.css';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { DocumentStatusBadge } from '../common/StatusBadges';
import { AccountStatusBanner } from '../status/AccountStatusBanner';
import { RequiredActionChips } from '../status/RequiredActionChips';
import { IdentityDocumentForm } from './IdentityDocumentForm';
import { KycReasonNotice } from './KycReasonNotice';
import { type PhoneActions, PhoneStep } from './PhoneStep';
import { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm';

const stepTitle: Record<KycStep, MessageDescriptor> = {
  questionnaire: msg`About you`,
  phone: msg`Phone number`,
  identity: msg`Identity document`,
  address: msg`Home address`,
};

export interface KycScreenProps {
  kyc: Loadable<KycCustomerInfo>;
  request: Loadable<KycRequest>;
  onRetry: () => void;
  questionnaire: Omit<QuestionnaireFormProps, 'onRetry' | 'answered' | 'canChange'> & { onRetry: () => void };
  identityTypes: readonly DocumentType[];
  today: string;
  phone: PhoneActions;
  onIdentity: (document: NewIdentityDocument) => Promise<unknown>;
  onConfirmAddress: (addressId: number) => Promise<unknown>;
  onCreateAddress: (address: NewAddress) => Promise<unknown>;
  /** Full access (2; a person's own KYC): the answers, phones and addresses. */
  canManage: boolean;
  /** Rights 2-5: the identity document. */
  canUpload: boolean;
  /** Why the guard brought the person here from another page (`?reason=`). */
  sentHere?: KycRedirectReason | undefined;
}

/** /kyc: every step of the KYC request on one page (the guard brings a person here while KYC is needed). */
export function KycScreen(props: KycScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Verify your account</Trans>
      </h1>
      {props.sentHere && <KycReasonNotice reason={props.sentHere} />}
      <LoadableView value={props.kyc} label={t`Loading your details`} onRetry={props.onRetry} lines={6}>
        {(kyc) => (
          <LoadableView value={props.request} label={t`Loading the steps`} onRetry={props.onRetry}>
            {(request) => <Steps {...props} kyc={kyc} request={request} />}
          </LoadableView>
        )}
      </LoadableView>
    </div>
  );
}

function Steps({
  kyc,
  request,
  ...props
}: Omit<KycScreenProps, 'kyc' | 'request'> & { kyc: KycCustomerInfo; request: KycRequest }) {
  const { t } = useLingui();
  const done = (step: KycStep) => request.steps.find((entry) => entry.step === step)?.done ?? false;
  const status = accountStatus(kyc);
  return (
    <>
      <AccountStatusBanner {...status} currentPath="/kyc" />
      <RequiredActionChips {...status} />
      {!request.isNeedKyc && (
        <section className={pageLayout.section} aria-labelledby="kyc-done">
          <h2 id="kyc-done" className={pageLayout.subtitle}>
            <Trans>All steps are done</Trans>
          </h2>
          <p className={pageLayout.text}>
            <Trans>Thank you. You can use your account while we review what you sent.</Trans>
          </p>
          <AriaLink className={pageLayout.buttonLink} href="/home">
            <Trans>Go to your account</Trans>
          </AriaLink>
        </section>
      )}
      <Step id="questionnaire" done={done('questionnaire')}>
        <QuestionnaireForm {...props.questionnaire} answered={done('questionnaire')} canChange={props.canManage} />
      </Step>
      <Step id="phone" done={done('phone')}>
        <PhoneStep phones={kyc.phones} actions={props.phone} canManage={props.canManage} />
      </Step>
      <Step id="identity" done={done('identity')}>
        {kyc.identityDocuments.length > 0 && (
          <ul className={styles.list} aria-label={t`Your identity documents`}>
            {kyc.identityDocuments.map((document) => (
              <li key={document.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.strong}>
                    {document.type} {document.number}
                  </span>
                  {document.rejectReason && <span className={styles.reason}>{document.rejectReason}</span>}
                </div>
                <DocumentStatusBadge statusId={document.statusId} />
              </li>
            ))}
          </ul>
        )}
        {!done('identity') &&
          (props.canUpload ? (
            <IdentityDocumentForm
              types={props.identityTypes}
              countryCode={kyc.addresses[0]?.countryCode ?? ''}
              today={props.today}
              onSubmit={props.onIdentity}
            />
          ) : (
            <ReadOnlyNote about="documents" />
          ))}
      </Step>
      <Step id="address" done={done('address')}>
        {kyc.addresses.length > 0 ? (
          <ul className={styles.list} aria-label={t`Your addresses`}>
            {kyc.addresses.map((address) => (
              <AddressCard
                key={address.addressId}
                address={address}
                onConfirm={props.canManage ? props.onConfirmAddress : undefined}
              />
            ))}
          </ul>
        ) : props.canManage ? (
          <AddressForm submitLabel={t`Add the address`} onSubmit={props.onCreateAddress} />
        ) : (
          <ReadOnlyNote about="details" />
        )}
      </Step>
    </>
  );
}

function Step({ id, done, children }: { id: KycStep; done: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby={`kyc-${id}`}>
      <div className={pageLayout.sectionHeader}>
        <h2 id={`kyc-${id}`} className={pageLayout.subtitle}>
          {i18n._(stepTitle[id])}
        </h2>
        {done && (
          <StatusBadge tone="success">
            <Trans>Done</Trans>
          </StatusBadge>
        )}
      </div>
      {children}
    </section>
  );
}
