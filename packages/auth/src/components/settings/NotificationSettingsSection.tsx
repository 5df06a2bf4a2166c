import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, Switch } from '@paydeck/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationSetting } from '../../api/security';
import { type Loadable, LoadableView } from '../common/Loadable';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface NotificationSettingsSectionProps {
  settings: Loadable<readonly NotificationSetting[]>;
  onChange: (identified: string, value: boolean) => void;
  /** The setting being saved. */
  saving?: string | undefined;
  error?: string | undefined;
  onRetry: () => void;
}

/** Known settings and groups by name; an unknown one shows its identifier as sent. */
const names: Record<string, MessageDescriptor> = {
  loginEmail: msg`E-mail me when someone signs in`,
  paymentReceivedEmail: msg`E-mail me when I receive money`,
  paymentSentEmail: msg`E-mail me when I send money`,
  invoiceEmail: msg`E-mail me about invoices`,
  newsEmail: msg`News and offers by e-mail`,
  loginPush: msg`Notify my phone when someone signs in`,
  paymentPush: msg`Notify my phone about payments`,
};
const groups: Record<string, MessageDescriptor> = {
  security: msg`Security`,
  payments: msg`Payments`,
  marketing: msg`News`,
  general: msg`General`,
};

/** Notification settings: each one on or off at once, grouped. */
export function NotificationSettingsSection({
  settings,
  onChange,
  saving,
  error,
  onRetry,
}: NotificationSettingsSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.subtitle}>
        <Trans>Notifications</Trans>
      </h2>
      {error && <Message tone="error">{error}</Message>}
      <LoadableView value={settings} label={t`Loading your notification settings`} onRetry={onRetry}>
        {(list) => {
          if (list.length === 0) return <EmptyState headingLevel={3} title={t`No notification to set`} />;
          const byGroup = new Map<string, NotificationSetting[]>();
          for (const setting of list) byGroup.set(setting.group, [...(byGroup.get(setting.group) ?? []), setting]);
          return [...byGroup].map(([group, items]) => (
            <fieldset key={group} className={styles.fieldset}>
              <legend className={styles.messageTitle}>{groups[group] ? i18n._(groups[group]) : group}</legend>
              {items.map((setting) => (
                <Switch
                  key={setting.identified}
                  isSelected={setting.value}
                  isDisabled={saving === setting.identified}
                  onChange={(value) => onChange(setting.identified, value)}
                >
                  {names[setting.identified]
                    ? i18n._(names[setting.identified] as MessageDescriptor)
                    : setting.identified}
                </Switch>
              ))}
            </fieldset>
          ));
        }}
      </LoadableView>
    </section>
  );
}
