import { createFileRoute } from '@tanstack/react-router';
import { RecoveryPasswordPage } from '../../../containers/RecoveryPages';
import { parseRecoverySearch } from '../../../containers/search';

export const Route = createFileRoute('/account-recovery/password')({
  staticData: { catalogs: ['auth-public'] },
  validateSearch: parseRecoverySearch,
  component: function RecoveryPassword() {
    return <RecoveryPasswordPage search={Route.useSearch()} />;
  },
});
