import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseSettingsSearch } from '../../containers/search';
import { SettingsPage } from '../../containers/SettingsPage';

export const Route = createFileRoute('/_session/setting')({
  staticData: { catalogs: ['auth'] },
  validateSearch: parseSettingsSearch,
  // The notifications tab has its own address (spec 2.2): an old link to it lands there.
  beforeLoad: ({ search }) => {
    if (search.tab === 'notifications') throw redirect({ href: '/profile/notifications', replace: true });
  },
  component: function Setting() {
    return <SettingsPage tab={Route.useSearch().tab} />;
  },
});
