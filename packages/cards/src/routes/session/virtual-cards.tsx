import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../containers/CardListPage';

export const Route = createFileRoute('/_session/virtual-cards')({
  staticData: { catalogs: ['cards'] },
  component: function VirtualCards() {
    return <CardListPage kind="virtual" />;
  },
});
