import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../../containers/HistoryPage';
import { parseHistorySearch } from '../../../model/history-search';

// The filters live in the address: a link reproduces the view.
export const Route = createFileRoute('/_session/history/')({
  staticData: { catalogs: ['accounts'] },
  validateSearch: parseHistorySearch,
  component: function History() {
    return <HistoryPage search={Route.useSearch()} />;
  },
});
