import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type DocumentFiles, StatusBadge } from '@paydeck/ui';
import { useId, useState } from 'react';
import type { WForm } from '../../model/tax-classification';
import * as styles from '../common/common.css';
import { DocumentFilesField } from '../common/DocumentFilesField';
import { useAction } from '../common/useAction';
import { type CertificationStatus, certificationStatusText } from './tax-text';
import * as taxStyles from './tax.css';

export const certificationDocumentKinds = [
  'selfCertification',
  'W-9',
  'W-8BEN',
  'W-8BEN-E',
  'lossOfNationality',
] as const;
export type CertificationDocumentKind = (typeof certificationDocumentKinds)[number];

export interface CertificationDocument {
  kind: CertificationDocumentKind;
  status: CertificationStatus;
  /** A download link of this API, when the document exists. */
  url: string | null;
}

export interface CertificationDocumentsProps {
  documents: readonly CertificationDocument[];
  /** The US form this person or company signs (model/tax-classification.ts), if any. */
  wForm: WForm | null;
  needsLossOfNationality: boolean;
  /** Signing needs the saved answers: false until the certification is saved. Signing leaves the page for the
   * e-signature service's, which sends the person back. */
  canSign: boolean;
  /** Absent: the person may not sign for the customer (full access only); the statuses alone. */
  onSign?: ((form: WForm) => Promise<unknown>) | undefined;
  onUploadLossOfNationality?: ((file: File) => Promise<unknown>) | undefined;
}

/** A document that calls for the person's action: never given, refused, or about to run out. */
const wantsAction = (status: CertificationStatus | undefined) =>
  status === undefined || status === 'none' || status === 'rejected' || status === 'expiredSoon';

/** The certification's documents with their statuses, the W-form to sign and the loss-of-nationality upload. */
export function CertificationDocuments(props: CertificationDocumentsProps) {
  const { t, i18n } = useLingui();
  const { documents, wForm, needsLossOfNationality, canSign } = props;
  const sign = useAction(async (form: WForm) => props.onSign?.(form));
  const upload = useAction(async (file: File) => props.onUploadLossOfNationality?.(file));
  const [files, setFiles] = useState<DocumentFiles>({});
  const headingId = useId();
  const statusOf = (kind: CertificationDocumentKind) => documents.find((document) => document.kind === kind)?.status;
  const name: Record<CertificationDocumentKind, string> = {
    selfCertification: t`Tax residency self-certification`,
    'W-9': 'W-9',
    'W-8BEN': 'W-8BEN',
    'W-8BEN-E': 'W-8BEN-E',
    lossOfNationality: t`Certificate of loss of nationality`,
  };
  // what stands (given, refused, expiring) and what is asked for now; not the forms that do not concern them
  const asked = (kind: CertificationDocumentKind) =>
    kind === 'selfCertification' || kind === wForm || (kind === 'lossOfNationality' && needsLossOfNationality);
  const shown = documents.filter(
    (document) => asked(document.kind) || (document.status !== 'none' && document.status !== 'notRequired'),
  );
  return (
    <section className={taxStyles.fieldset} aria-labelledby={headingId}>
      <h2 id={headingId} className={taxStyles.legend}>
        <Trans>Documents</Trans>
      </h2>
      {shown.length > 0 && (
        <ul className={taxStyles.documents}>
          {shown.map((document) => {
            const title = name[document.kind];
            return (
              <li key={document.kind} className={taxStyles.document}>
                <span className={styles.strong}>{title}</span>
                <span className={taxStyles.actions}>
                  <StatusBadge tone={certificationStatusText[document.status].tone}>
                    {i18n._(certificationStatusText[document.status].label)}
                  </StatusBadge>
                  {document.url && (
                    <a href={document.url} target="_blank" rel="noopener noreferrer">
                      <Trans>Open {title}</Trans>
                    </a>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {props.onSign && wForm && wantsAction(statusOf(wForm)) && (
        <div className={taxStyles.questions}>
          <p className={styles.muted}>
            {canSign ? (
              <Trans>Sign form {wForm} online: it is filled in from your answers.</Trans>
            ) : (
              <Trans>Save your answers first: form {wForm} is filled in from them.</Trans>
            )}
          </p>
          <div>
            <Button onPress={() => void sign.start(wForm)} isLoading={sign.pending} isDisabled={!canSign}>
              <Trans>Sign form {wForm}</Trans>
            </Button>
          </div>
          {sign.error && (
            <p role="alert" className={styles.reason}>
              {sign.error}
            </p>
          )}
        </div>
      )}
      {needsLossOfNationality && props.onUploadLossOfNationality && wantsAction(statusOf('lossOfNationality')) && (
        <form
          className={styles.form}
          aria-label={name.lossOfNationality}
          onSubmit={(event) => {
            event.preventDefault();
            const file = files.front;
            if (file) void upload.start(file).then((done) => done && setFiles({}));
          }}
        >
          <DocumentFilesField
            label={name.lossOfNationality}
            description={t`You were born in the United States: the certificate shows you are no longer a US citizen.`}
            needsBack={false}
            value={files}
            onChange={setFiles}
          />
          {upload.error && (
            <p role="alert" className={styles.reason}>
              {upload.error}
            </p>
          )}
          <div>
            <Button type="submit" isLoading={upload.pending} isDisabled={!files.front}>
              <Trans>Send the certificate</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
