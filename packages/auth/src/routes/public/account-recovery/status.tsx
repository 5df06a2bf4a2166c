import { createFileRoute } from '@tanstack/react-router';
import { RecoveryStatusPage } from '../../../containers/RecoveryPages';
import { parseRecoverySearch } from '../../../containers/search';

export const Route = createFileRoute('/account-recovery/status')({
  staticData: { catalogs: ['auth-public'] },
  validateSearch: parseRecoverySearch,
  component: function RecoveryStatus() {
    return <RecoveryStatusPage search={Route.useSearch()} />;
  },
});
