import { createFileRoute, notFound } from '@tanstack/react-router';
import { ConfirmCardPage } from '../../../containers/ConfirmCardPage';
import { parseCardId } from '../../../model/card-params';

export const Route = createFileRoute('/_session/confirm-card/$cardId')({
  staticData: { catalogs: ['cards'], needs: 'initiate' },
  params: {
    parse: ({ cardId }) => {
      const parsed = parseCardId(cardId);
      if (parsed === undefined) throw notFound();
      return { cardId: parsed };
    },
    stringify: ({ cardId }) => ({ cardId: String(cardId) }),
  },
  component: function ConfirmCard() {
    const { cardId } = Route.useParams();
    return <ConfirmCardPage key={cardId} cardId={cardId} />;
  },
});
