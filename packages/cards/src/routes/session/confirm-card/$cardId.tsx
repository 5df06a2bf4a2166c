import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmCardPage } from '../../../containers/ConfirmCardPage';

const CardIdParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

export const Route = createFileRoute('/_session/confirm-card/$cardId')({
  params: {
    parse: ({ cardId }) => {
      const parsed = v.safeParse(CardIdParam, cardId);
      if (!parsed.success) throw notFound();
      return { cardId: parsed.output };
    },
    stringify: ({ cardId }) => ({ cardId: String(cardId) }),
  },
  component: function ConfirmCard() {
    const { cardId } = Route.useParams();
    return <ConfirmCardPage key={cardId} cardId={cardId} />;
  },
});
