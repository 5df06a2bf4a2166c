import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseSettingsSearch } from '../../containers/search';
import { loadSettingsPanel, SettingsPage } from '../../containers/SettingsPage';

export const Route = createFileRoute('/_session/setting')({
  staticData: { catalogs: ['auth'] },
  validateSearch: parseSettingsSearch,
  // The notifications tab has its own address (spec 2.2): an old link to it lands there.
  beforeLoad: ({ search }) => {
    if (search.tab === 'notifications') throw redirect({ href: '/profile/notifications', replace: true });
  },
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ deps }) => loadSettingsPanel(deps.tab),
  component: function Setting() {
    return <SettingsPage tab={Route.useSearch().tab} />;
  },
});
