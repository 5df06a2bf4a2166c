import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { pageLayout } from '@paydeck/accounts';
import { Button, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { NewIdentityDocument } from '../../api/profile';
import type { DocumentType, IdentityDocument } from '../../api/schemas';
import {
  type IdentityProvider,
  identityProviders,
  type VerificationMethod,
  verificationMethods,
} from '../../api/verification';
import * as styles from '../common/common.css';
import { DocumentStatusBadge } from '../common/StatusBadges';
import { useAction } from '../common/useAction';
import { IdentityDocumentForm } from '../kyc/IdentityDocumentForm';

export interface IdentityActions {
  create: (document: NewIdentityDocument) => Promise<unknown>;
  /** Starts the provider's workflow; the page opens its landing. */
  startVerification: (provider: IdentityProvider, method: VerificationMethod) => Promise<unknown>;
  startVideo: () => Promise<unknown>;
}

const providerName: Record<IdentityProvider, string> = { jmo: 'JMO', nfd: 'NFD' };

/** Identity documents (type, number, dates, status, reject reason), a new one, and online identification. */
export function IdentitySection({
  documents,
  types,
  countryCode,
  today,
  actions,
}: {
  documents: readonly IdentityDocument[];
  types: readonly DocumentType[];
  countryCode: string;
  today: string;
  actions: IdentityActions;
}) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [provider, setProvider] = useState<IdentityProvider>('jmo');
  const [method, setMethod] = useState<VerificationMethod>('camera');
  const start = useAction(() => actions.startVerification(provider, method));
  const video = useAction(actions.startVideo);
  const methodText: Record<VerificationMethod, string> = {
    email: t`By e-mail`,
    sms: t`By SMS`,
    camera: t`With this device's camera`,
  };
  const date = (value: string | null) => (value ? formatDate(value, i18n.locale) : '—');
  return (
    <section className={pageLayout.section} aria-labelledby="profile-identity">
      <div className={pageLayout.sectionHeader}>
        <h2 id="profile-identity" className={pageLayout.subtitle}>
          <Trans>Identity documents</Trans>
        </h2>
        {!adding && (
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
      <h3 className={styles.strong}>
        <Trans>Identify yourself online</Trans>
      </h3>
      <div className={styles.fields}>
        <Select label={t`Provider`} value={provider} onChange={(key) => setProvider(key as IdentityProvider)}>
          {identityProviders.map((id) => (
            <ListOption key={id} id={id}>
              {providerName[id]}
            </ListOption>
          ))}
        </Select>
        <Select label={t`How`} value={method} onChange={(key) => setMethod(key as VerificationMethod)}>
          {verificationMethods.map((id) => (
            <ListOption key={id} id={id}>
              {methodText[id]}
            </ListOption>
          ))}
        </Select>
      </div>
      {(start.error || video.error) && (
        <p role="alert" className={styles.reason}>
          {start.error ?? video.error}
        </p>
      )}
      <span className={styles.steps}>
        <Button variant="secondary" isLoading={start.pending} onPress={() => void start.start()}>
          <Trans>Start the identification</Trans>
        </Button>
        <Button variant="secondary" isLoading={video.pending} onPress={() => void video.start()}>
          <Trans>Book a video call</Trans>
        </Button>
      </span>
    </section>
  );
}
