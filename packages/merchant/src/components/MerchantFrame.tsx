import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { type MerchantSection, merchantSections, needsFullAccess } from '../model/sections';
import { sectionLabels } from './labels';

/** The tab a screen sits under: the verification history is the verification's own page. */
const tabOf = (section: MerchantSection): MerchantSection =>
  section === 'security/verification/history' ? 'security/verification' : section;

/**
 * The merchant section's heading and its screens as the ui package's tab bar, each tab a link (the internal tools
 * only with full access), then the current screen.
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
      <Tabs selectedKey={tabOf(props.current)} keyboardActivation="manual">
        <TabList aria-label={t`Merchant tools`}>
          {shown.map((section) => (
            <Tab key={section} id={section} href={`/merchant/${section}`}>
              {t(sectionLabels[section])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={tabOf(props.current)}>
          <section className={pageLayout.section} aria-label={t(sectionLabels[props.current])}>
            <h2 className={pageLayout.subtitle}>{t(sectionLabels[props.current])}</h2>
            {props.children}
          </section>
        </TabPanel>
      </Tabs>
    </div>
  );
}
