import { createFileRoute } from '@tanstack/react-router';
import { StatementsPage } from '../../containers/StatementsPage';
import { parseStatementsSearch } from '../../model/statements-search';

export const Route = createFileRoute('/_session/statements')({
  staticData: { catalogs: ['accounts'] },
  validateSearch: parseStatementsSearch,
  component: function Statements() {
    return <StatementsPage search={Route.useSearch()} />;
  },
});
