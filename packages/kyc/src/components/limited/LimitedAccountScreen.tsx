import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import type { LimitReason, KycCustomerInfo } from '../../api/schemas';
import { accountStatus } from '../../model/account-status';
import { isLiveDocument } from '../../model/document-status';
import * as styles from '../common/common.css';
import { DocumentList } from '../common/DocumentList';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { whatIsLimited } from '../status/account-notice-text';
import { AccountStatusBanner } from '../status/AccountStatusBanner';
import { RequirementUpload, type RequirementUploadProps } from './RequirementUpload';

export interface LimitedAccountScreenProps {
  kyc: Loadable<KycCustomerInfo>;
  onRetry: () => void;
  today: string;
  onUpload: (limitReasonId: number, input: Parameters<RequirementUploadProps['onUpload']>[0]) => Promise<unknown>;
  /** Rights 2-5 send the documents; anyone else sees what was sent. */
  canUpload: boolean;
}

/** /limited-account: why the account is limited, the documents each reason asks for, their uploads. */
export function LimitedAccountScreen({ kyc, onRetry, today, onUpload, canUpload }: LimitedAccountScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Limited account</Trans>
      </h1>
      <LoadableView value={kyc} label={t`Loading the limit reasons`} onRetry={onRetry} lines={5}>
        {(info) => (
          <>
            <AccountStatusBanner {...accountStatus(info)} currentPath="/limited-account" />
            {info.limited && <WhatIsLimited />}
            {info.limitReasons.length === 0 ? (
              <EmptyState
                title={<Trans>No limit on your account</Trans>}
                description={<Trans>There is nothing to send.</Trans>}
              />
            ) : (
              <>
                {!canUpload && <ReadOnlyNote about="documents" />}
                {info.limitReasons.map((reason) => (
                  <Reason
                    key={reason.id}
                    reason={reason}
                    today={today}
                    onUpload={canUpload ? (input) => onUpload(reason.id, input) : undefined}
                  />
                ))}
              </>
            )}
          </>
        )}
      </LoadableView>
    </div>
  );
}

/** What a limited account may not do, and what lifts the limit (the notice on home leads here). */
function WhatIsLimited() {
  const { i18n } = useLingui();
  return (
    <section className={pageLayout.section} aria-labelledby="what-is-limited">
      <h2 id="what-is-limited" className={pageLayout.subtitle}>
        <Trans>What is limited</Trans>
      </h2>
      <p className={pageLayout.text}>{i18n._(whatIsLimited)}</p>
      <p className={pageLayout.text}>
        <Trans>We lift the limit once we have checked and accepted every document asked for below.</Trans>
      </p>
    </section>
  );
}

function Reason({
  reason,
  today,
  onUpload,
}: {
  reason: LimitReason;
  today: string;
  /** Absent: the person may not send documents. */
  onUpload: RequirementUploadProps['onUpload'] | undefined;
}) {
  const { t } = useLingui();
  const headingId = `limit-reason-${reason.id}`;
  return (
    <section className={pageLayout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageLayout.subtitle}>
        {reason.name}
      </h2>
      {reason.requirementDocuments.map((required) => {
        const answered = required.uploadedDocuments.some((document) => isLiveDocument(document.statusId));
        return (
          <div key={required.documentTypeId} className={styles.form}>
            <h3 className={styles.strong}>{required.name}</h3>
            <DocumentList documents={required.uploadedDocuments} label={t`Sent for ${required.name}`} />
            {answered ? (
              <p className={styles.muted}>
                <Trans>We have this document and will review it.</Trans>
              </p>
            ) : (
              onUpload && (
                <RequirementUpload
                  documentTypeId={required.documentTypeId}
                  name={required.name}
                  today={today}
                  onUpload={onUpload}
                />
              )
            )}
          </div>
        );
      })}
    </section>
  );
}
