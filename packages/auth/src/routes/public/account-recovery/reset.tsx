import { createFileRoute } from '@tanstack/react-router';
import { RecoveryResetPage } from '../../../containers/RecoveryPages';
import { parseRecoverySearch } from '../../../containers/search';

export const Route = createFileRoute('/account-recovery/reset')({
  staticData: { catalogs: ['auth-public'] },
  validateSearch: parseRecoverySearch,
  component: function RecoveryReset() {
    return <RecoveryResetPage search={Route.useSearch()} />;
  },
});
