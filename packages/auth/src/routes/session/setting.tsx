import { createFileRoute } from '@tanstack/react-router';
import { parseSettingsSearch } from '../../containers/search';
import { SettingsPage } from '../../containers/SettingsPage';

export const Route = createFileRoute('/_session/setting')({
  staticData: { catalogs: ['auth'] },
  validateSearch: parseSettingsSearch,
  component: function Setting() {
    return <SettingsPage tab={Route.useSearch().tab} />;
  },
});
