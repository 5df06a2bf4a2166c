import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { type CompanyPath, companyPaths } from '../../model/company-paths';
import { companyPathText } from './company-text';

/** /company/{path}: the company's name, its sub-pages as tabs (each a link), and the chosen one's content. */
export function CompanyFrame({
  path,
  companyName,
  children,
}: {
  path: CompanyPath;
  companyName: string | null;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={pageLayout.page}>
      <div>
        <h1 className={pageLayout.title}>
          <Trans>Company</Trans>
        </h1>
        {companyName && <p className={pageLayout.muted}>{companyName}</p>}
      </div>
      <Tabs selectedKey={path} keyboardActivation="manual">
        <TabList aria-label={t`Company pages`}>
          {companyPaths.map((id) => (
            <Tab key={id} id={id} href={`/company/${id}`}>
              {i18n._(companyPathText[id])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={path}>{children}</TabPanel>
      </Tabs>
    </div>
  );
}
