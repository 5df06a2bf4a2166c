import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { fetchNotificationSettings, setNotificationSetting } from '../../api/security';
import { NotificationSettingsSection } from '../../components/settings/NotificationSettingsSection';
import { api } from '../../session/clients';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/** Notification settings: get, and set one at a time. */
export function NotificationsPanel() {
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const settings = useQuery({
    queryKey: authKeys.notificationSettings(),
    queryFn: ({ signal }) => fetchNotificationSettings(api, signal),
  });
  const [saving, setSaving] = useState<string>();
  const [error, setError] = useState<string>();
  return (
    <NotificationSettingsSection
      settings={toLoadable(settings, failureText, (data) => data.settings)}
      saving={saving}
      error={error}
      onRetry={() => void settings.refetch()}
      onChange={(identified, value) => {
        setSaving(identified);
        setError(undefined);
        setNotificationSetting(api, identified, value)
          .then(() => queryClient.invalidateQueries({ queryKey: authKeys.notificationSettings() }))
          .catch((failure: unknown) => setError(failureText(failure)))
          .finally(() => setSaving(undefined));
      }}
    />
  );
}
