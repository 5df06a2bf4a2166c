import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../containers/HomePage';
import { parseSheetSearch } from '../../model/history-search';

// `?transactionId=` opens a recent transfer's details over home: a link reproduces it.
export const Route = createFileRoute('/_session/home')({
  staticData: { catalogs: ['accounts'] },
  validateSearch: parseSheetSearch,
  component: function Home() {
    return <HomePage search={Route.useSearch()} />;
  },
});
