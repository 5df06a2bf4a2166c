import { Trans } from '@lingui/react/macro';
import { activeBrand } from '@paydeck/brand-config/active';
import * as styles from './frame.css';

/** The brand's terms, privacy and fee links, its support number and its legal entity. */
export function Footer() {
  const { links, supportNumber, legal } = activeBrand;
  return (
    <footer className={styles.footer}>
      <ul className={styles.footerLinks}>
        <li>
          <a className={styles.footerLink} href={links.terms} rel="noopener noreferrer" target="_blank">
            <Trans>Terms and conditions</Trans>
          </a>
        </li>
        <li>
          <a className={styles.footerLink} href={links.privacy} rel="noopener noreferrer" target="_blank">
            <Trans>Privacy policy</Trans>
          </a>
        </li>
        <li>
          <a className={styles.footerLink} href={links.fees} rel="noopener noreferrer" target="_blank">
            <Trans>Fees</Trans>
          </a>
        </li>
        <li>
          <Trans>
            Support:{' '}
            <a className={styles.footerLink} href={`tel:${supportNumber}`}>
              {supportNumber}
            </a>
          </Trans>
        </li>
      </ul>
      <p>
        {activeBrand.name} · {legal.entityName}
      </p>
    </footer>
  );
}
