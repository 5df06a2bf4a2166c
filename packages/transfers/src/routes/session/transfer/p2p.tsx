import { createFileRoute } from '@tanstack/react-router';
import { P2pPage } from '../../../containers/p2p/P2pPage';

export const Route = createFileRoute('/_session/transfer/p2p')({
  staticData: { catalogs: ['accounts', 'transfers'], needs: 'initiate' },
  component: P2pPage,
});
