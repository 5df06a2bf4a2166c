import { createFileRoute } from '@tanstack/react-router';
import { BatchTransfersPage } from '../../../containers/BatchTransfersPage';
import { parseBatchSearch } from '../../../model/batch-search';

export const Route = createFileRoute('/_session/history/batch-transfers')({
  staticData: { catalogs: ['accounts'] },
  validateSearch: parseBatchSearch,
  component: function BatchTransfers() {
    return <BatchTransfersPage search={Route.useSearch()} />;
  },
});
