import { createFileRoute, redirect } from '@tanstack/react-router';
import { cardsLandingHref, CardsRedirectFailed } from '../../../containers/CardsRedirect';

// /cards has no screen: it leads to the physical or virtual list, or straight to the only card.
export const Route = createFileRoute('/_session/cards/')({
  staticData: { catalogs: ['cards'] },
  loader: async ({ context }) => {
    throw redirect({ href: await cardsLandingHref(context.queryClient), replace: true });
  },
  errorComponent: CardsRedirectFailed,
});
