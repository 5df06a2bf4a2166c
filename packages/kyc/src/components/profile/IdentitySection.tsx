import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { pageLayout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { useState } from 'react';
import type { NewIdentityDocument } from '../../api/profile';
import type { DocumentType, IdentityDocument } from '../../api/schemas';
import * as styles from '../common/common.css';
import { DocumentStatusBadge } from '../common/StatusBadges';
import { IdentityDocumentForm } from '../kyc/IdentityDocumentForm';
import { OnlineIdentification, type OnlineIdentificationActions } from './OnlineIdentification';

export interface IdentityActions extends OnlineIdentificationActions {
  create: (document: NewIdentityDocument) => Promise<unknown>;
}

/**
 * Identity documents (type, number, dates, status, reject reason); with rights 2-5 a new one and online
 * identification (the sandbox's `upload` methods).
 */
export function IdentitySection({
  documents,
  types,
  countryCode,
  today,
  actions,
  canUpload,
}: {
  documents: readonly IdentityDocument[];
  types: readonly DocumentType[];
  countryCode: string;
  today: string;
  actions: IdentityActions;
  canUpload: boolean;
}) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const date = (value: string | null) => (value ? formatDate(value, i18n.locale) : '—');
  return (
    <section className={pageLayout.section} aria-labelledby="profile-identity">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-identity" className={pageLayout.subtitle}>
          <Trans>Identity documents</Trans>
        </h2>
        {canUpload && !adding && (
          <Button size="small" variant="secondary" onPress={() => setAdding(true)}>
            <Trans>Add a document</Trans>
          </Button>
        )}
      </div>
      {documents.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No identity document yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Your identity documents`}>
          {documents.map((document) => {
            const issued = date(document.issuedDate);
            const expires = date(document.expiresDate);
            return (
              <li key={document.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.strong}>
                    {document.type} · {document.number}
                  </span>
                  <span className={styles.muted}>
                    <Trans>
                      Issued {issued} · expires {expires}
                    </Trans>
                  </span>
                  {document.rejectReason && <span className={styles.reason}>{document.rejectReason}</span>}
                </div>
                <DocumentStatusBadge statusId={document.statusId} />
              </li>
            );
          })}
        </ul>
      )}
      {adding && (
        <IdentityDocumentForm
          types={types}
          countryCode={countryCode}
          today={today}
          onSubmit={async (document) => {
            await actions.create(document);
            setAdding(false);
          }}
        />
      )}
      {canUpload && <OnlineIdentification actions={actions} />}
    </section>
  );
}
