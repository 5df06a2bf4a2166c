import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '../../containers/ActivationPage';
import { parseActivationSearch } from '../../containers/search';

export const Route = createFileRoute('/activate')({
  staticData: { catalogs: ['auth-public'] },
  validateSearch: parseActivationSearch,
  component: function Activate() {
    return <ActivationPage search={Route.useSearch()} />;
  },
});
