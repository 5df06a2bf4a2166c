import { Trans, useLingui } from '@lingui/react/macro';
import { Link, SkeletonGroup } from '@paydeck/ui';
import type { Agreement } from '../../api/security';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface LegalDetails {
  links: { terms: string; privacy: string; fees: string };
  legal: { entityName: string; registrationNumber: string; addressLines: readonly string[]; regulatorText: string };
}

export interface LegalScreenProps {
  details: LegalDetails;
  /** The signed-in person's accepted agreements; undefined without a session. */
  agreements?:
    | { state: 'loading' }
    | { state: 'failed'; message: string }
    | { state: 'ready'; items: readonly Agreement[] }
    | undefined;
  formatDate: (iso: string) => string;
}

/** The legal page: the brand's terms, privacy and fee pages, its legal details, and (signed in) the accepted agreements. */
export function LegalScreen({ details, agreements, formatDate }: LegalScreenProps) {
  const { t } = useLingui();
  const newTab = t`(opens in a new tab)`;
  return (
    <section className={styles.form} aria-labelledby="legal-title">
      <h1 id="legal-title" className={styles.title}>
        <Trans>Legal</Trans>
      </h1>
      <ul className={styles.list}>
        <li>
          <Link
            href={details.links.terms}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t`Terms and conditions`} ${newTab}`}
          >
            <Trans>Terms and conditions</Trans>
          </Link>
        </li>
        <li>
          <Link
            href={details.links.privacy}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t`Privacy policy`} ${newTab}`}
          >
            <Trans>Privacy policy</Trans>
          </Link>
        </li>
        <li>
          <Link href={details.links.fees} target="_blank" rel="noreferrer" aria-label={`${t`Fees`} ${newTab}`}>
            <Trans>Fees</Trans>
          </Link>
        </li>
      </ul>
      <address className={styles.text}>
        <strong>{details.legal.entityName}</strong>
        <br />
        {details.legal.registrationNumber}
        {details.legal.addressLines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <p className={styles.muted}>{details.legal.regulatorText}</p>
      {agreements && (
        <>
          <h2 className={styles.subtitle}>
            <Trans>Your accepted agreements</Trans>
          </h2>
          {agreements.state === 'loading' && <SkeletonGroup lines={2} label={t`Loading your agreements`} />}
          {agreements.state === 'failed' && <Message tone="error">{agreements.message}</Message>}
          {agreements.state === 'ready' &&
            (agreements.items.length === 0 ? (
              <p className={styles.muted}>
                <Trans>You have not accepted any agreement yet.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {agreements.items.map((agreement) => (
                  <li key={String(agreement.id)} className={styles.listItem}>
                    {agreement.url ? (
                      <Link href={agreement.url} target="_blank" rel="noreferrer">
                        {agreement.title}
                      </Link>
                    ) : (
                      <span>{agreement.title}</span>
                    )}
                    {agreement.acceptedAt && (
                      <span className={styles.muted}>
                        <Trans>Accepted {formatDate(agreement.acceptedAt)}</Trans>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </section>
  );
}
