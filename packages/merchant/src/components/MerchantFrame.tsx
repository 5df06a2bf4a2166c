import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { NavTabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { type MerchantSection, merchantSections, needsFullAccess } from '../model/sections';
import { sectionLabels } from './labels';

/** The tab a screen sits under: the verification history is the verification's own page. */
const tabOf = (section: MerchantSection): MerchantSection =>
  section === 'security/verification/history' ? 'security/verification' : section;

/**
 * The merchant section's heading, its screens as tabs that are pages (ui's NavTabs: a navigation of links with the
 * tab bar's look; the internal tools only with full access), then the current screen in one panel.
 */
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
      <NavTabs
        label={t`Merchant tools`}
        current={tabOf(props.current)}
        tabs={shown.map((section) => ({ id: section, href: `/merchant/${section}`, label: t(sectionLabels[section]) }))}
      />
      <section className={pageLayout.section} aria-label={t(sectionLabels[props.current])}>
        <h2 className={pageLayout.subtitle}>{t(sectionLabels[props.current])}</h2>
        {props.children}
      </section>
    </div>
  );
}
