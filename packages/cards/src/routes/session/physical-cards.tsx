import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../containers/CardListPage';

export const Route = createFileRoute('/_session/physical-cards')({
  staticData: { catalogs: ['cards'] },
  component: function PhysicalCards() {
    return <CardListPage kind="physical" />;
  },
});
