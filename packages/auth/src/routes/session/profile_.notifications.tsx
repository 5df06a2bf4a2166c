import { createFileRoute } from '@tanstack/react-router';
import { loadSettingsPanel, SettingsPage } from '../../containers/SettingsPage';

// profile/notifications (spec 2.2): the settings screen open at its notifications tab; that tab's address.
export const Route = createFileRoute('/_session/profile_/notifications')({
  staticData: { catalogs: ['auth'] },
  loader: () => loadSettingsPanel('notifications'),
  component: function NotificationSettings() {
    return <SettingsPage tab="notifications" />;
  },
});
