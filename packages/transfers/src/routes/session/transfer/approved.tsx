import { createFileRoute } from '@tanstack/react-router';
import type { ApprovedSearch } from '../../../components/approved/search';
import { TransferApprovedPage } from '../../../containers/approved/TransferApprovedPage';

// Opened from the approval e-mail's link: ?trxid=<operationId>&approvalCode=<code> (WIRE.md).
export const Route = createFileRoute('/_session/transfer/approved')({
  staticData: { catalogs: ['accounts', 'transfers'] },
  validateSearch: (search: Record<string, unknown>) => search as ApprovedSearch,
  component: function TransferApproved() {
    return <TransferApprovedPage rawSearch={Route.useSearch()} />;
  },
});
