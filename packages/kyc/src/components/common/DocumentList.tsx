import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import type { UploadedDocument } from '../../api/schemas';
import * as styles from './common.css';
import { DocumentStatusBadge } from './StatusBadges';

/** Uploaded documents: type, page, dates, status and, when refused, the reason. */
export function DocumentList({ documents, label }: { documents: readonly UploadedDocument[]; label: string }) {
  const { i18n } = useLingui();
  if (documents.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No documents yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {documents.map((document) => {
        const uploaded = formatDate(document.uploaded, i18n.locale);
        const expires = document.expiresDate ? formatDate(document.expiresDate, i18n.locale) : null;
        const reason = document.rejectReason;
        return (
          <li key={document.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.strong}>
                {document.documentType}
                {document.isSubDocument && (
                  <>
                    {' · '}
                    <Trans>back page</Trans>
                  </>
                )}
              </span>
              <span className={styles.muted}>
                <Trans>Uploaded {uploaded}</Trans>
                {expires && (
                  <>
                    {' · '}
                    <Trans>Expires {expires}</Trans>
                  </>
                )}
              </span>
              {reason && (
                <span className={styles.reason}>
                  <Trans>Reason: {reason}</Trans>
                </span>
              )}
            </div>
            <DocumentStatusBadge statusId={document.statusId} />
          </li>
        );
      })}
    </ul>
  );
}
