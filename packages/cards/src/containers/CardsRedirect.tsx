import type { QueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountsQuery, Failure, failureText, pageLayout } from '@paydeck/accounts';
import { useRouter } from '@tanstack/react-router';
import { cardsLanding, landingHref } from '../model/landing';

/**
 * Where /cards leads (payments.md 2), read from the accounts: fresh ones when the cached list is older
 * than the accounts' cache time (5000 ms) or was invalidated (a card was just ordered).
 */
export async function cardsLandingHref(queryClient: QueryClient): Promise<string> {
  return landingHref(cardsLanding(await queryClient.fetchQuery(accountsQuery())));
}

/** /cards when the accounts could not be read: say so and offer to try again. */
export function CardsRedirectFailed({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Cards</Trans>
      </h1>
      <Failure message={failureText(error, i18n)} onRetry={() => void router.invalidate()} />
    </div>
  );
}
