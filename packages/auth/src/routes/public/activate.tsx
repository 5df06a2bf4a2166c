import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '../../containers/ActivationPage';
import { parseActivationSearch } from '../../containers/search';

export const Route = createFileRoute('/activate')({
  validateSearch: parseActivationSearch,
  component: function Activate() {
    return <ActivationPage search={Route.useSearch()} />;
  },
});
