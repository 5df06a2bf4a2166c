import { createFileRoute } from '@tanstack/react-router';
import { GlobalPayBatchPage } from '../../../containers/global-pay/GlobalPayBatchPage';

/** The batch screen: the batch in the address (?batchId=7). */
export const Route = createFileRoute('/_session/transfer/external_/global-summary')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  validateSearch: (search: Record<string, unknown>): { batchId: number } => ({
    batchId: Number.isInteger(Number(search.batchId)) ? Number(search.batchId) : 0,
  }),
  component: function GlobalSummary() {
    const { batchId } = Route.useSearch();
    return <GlobalPayBatchPage key={batchId} batchId={batchId} />;
  },
});
