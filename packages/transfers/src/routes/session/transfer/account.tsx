import { createFileRoute } from '@tanstack/react-router';
import { OwnAccountsPage } from '../../../containers/OwnAccountsPage';

export const Route = createFileRoute('/_session/transfer/account')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  component: OwnAccountsPage,
});
