import { createFileRoute } from '@tanstack/react-router';
import { RecoverySuccessPage } from '../../../containers/RecoveryPages';

export const Route = createFileRoute('/account-recovery/success')({
  staticData: { catalogs: ['auth-public'] },
  component: RecoverySuccessPage,
});
