import { createFileRoute } from '@tanstack/react-router';
import { MassConfirmPage } from '../../../../containers/mass/MassConfirmPage';

export const Route = createFileRoute('/_session/transfer/mass/p2p/confirm')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  component: () => <MassConfirmPage kind="p2p" />,
});
