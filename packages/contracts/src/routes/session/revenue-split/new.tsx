import { createFileRoute } from '@tanstack/react-router';
import { NewContractPage } from '../../../containers/NewContractPage';

// revenue-split/new (payments.md 2, 5).
export const Route = createFileRoute('/_session/revenue-split/new')({
  staticData: { catalogs: ['accounts', 'contracts'], needs: 'manage' },
  component: NewContractPage,
});
