import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import { SessionPage } from '../layout/PublicPage';

import { type SettingsTab, settingsTabs } from './tabs';

export { type SettingsTab, settingsTabs };

export const settingsTabLabels: Record<SettingsTab, MessageDescriptor> = {
  'two-step': msg`Two-step verification`,
  password: msg`Password`,
  devices: msg`Devices`,
  'ip-whitelist': msg`IP whitelist`,
  blacklist: msg`Blacklist`,
  'login-history': msg`Login history`,
  notifications: msg`Notifications`,
};

export interface SettingsScreenProps {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The open tab's panel (only it is rendered, so only its data loads). */
  children: ReactNode;
}

/** Security settings: one tab per section; the tab is in the address (?tab=) so it can be linked. */
export function SettingsScreen({ tab, onTabChange, children }: SettingsScreenProps) {
  const { t, i18n } = useLingui();
  return (
    <SessionPage title={t`Security settings`}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as SettingsTab)}>
        <TabList aria-label={t`Security settings`}>
          {settingsTabs.map((id) => (
            <Tab key={id} id={id}>
              {i18n._(settingsTabLabels[id])}
            </Tab>
          ))}
        </TabList>
        {settingsTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {id === tab ? children : null}
          </TabPanel>
        ))}
      </Tabs>
    </SessionPage>
  );
}
