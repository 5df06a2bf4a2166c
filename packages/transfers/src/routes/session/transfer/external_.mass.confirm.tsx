import { createFileRoute } from '@tanstack/react-router';
import { MassConfirmPage } from '../../../containers/mass/MassConfirmPage';

export const Route = createFileRoute('/_session/transfer/external_/mass/confirm')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  component: () => <MassConfirmPage kind="external" />,
});
