import { useLingui } from '@lingui/react/macro';
import { Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { type MassScreenRail, massRailLabels } from './labels';

/**
 * The kinds of mass transfer this session may send (global pay among them) as the ui package's tab bar, each tab
 * a link to its upload screen, around the current one's content; only the content when there is one kind.
 */
export function MassRailTabs({
  rails,
  current,
  children,
}: {
  rails: readonly { rail: MassScreenRail; href: string }[];
  current: MassScreenRail;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (rails.length < 2) return children;
  return (
    <Tabs selectedKey={current} keyboardActivation="manual">
      <TabList aria-label={t`Kind of mass transfer`}>
        {rails.map((entry) => (
          <Tab key={entry.rail} id={entry.rail} href={entry.href}>
            {i18n._(massRailLabels[entry.rail])}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={current}>{children}</TabPanel>
    </Tabs>
  );
}
