import { createFileRoute } from '@tanstack/react-router';
import { RecoveryEmailPage } from '../../../containers/RecoveryPages';

export const Route = createFileRoute('/account-recovery/email')({
  staticData: { catalogs: ['auth-public'] },
  component: RecoveryEmailPage,
});
