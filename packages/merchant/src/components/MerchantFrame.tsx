import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type MerchantSection, merchantSections, needsFullAccess } from '../model/sections';
import { sectionLabels } from './labels';
import * as styles from './merchant.css';

/** The merchant section's heading and its screens' navigation (the internal tools only with full access). */
export function MerchantFrame(props: { current: MerchantSection; fullAccess: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const shown = merchantSections.filter(
    (section) => section !== 'security/verification/history' && (props.fullAccess || !needsFullAccess(section)),
  );
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Merchant tools</Trans>
        </h1>
      </header>
      <nav aria-label={t`Merchant tools`}>
        <ul className={styles.nav}>
          {shown.map((section) => (
            <li key={section}>
              <Link className={styles.navLink} to="/merchant/$" params={{ _splat: section }}>
                {t(sectionLabels[section])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={pageLayout.section} aria-label={t(sectionLabels[props.current])}>
        <h2 className={pageLayout.subtitle}>{t(sectionLabels[props.current])}</h2>
        {props.children}
      </section>
    </div>
  );
}
