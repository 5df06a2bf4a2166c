import { useLingui } from '@lingui/react/macro';
import {
  failed,
  failureText,
  type Loadable,
  loading,
  openPaymentAccounts,
  PageFrame,
  ready,
  ScreenLoading,
  StatusNoticeSlot,
  toLoadable,
} from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  activateCard,
  blockCard,
  enrollCard,
  getCardPin,
  loadCard,
  pauseCard,
  reissueCard,
  setCardAliasName,
  showCardPin,
  unpauseCard,
  upgradeReissueShipping,
} from '../api/card';
import type { CardActionStates } from '../components/actions/CardActionDialogs';
import type { CardDetails } from '../components/details/CardDetailsScreen';
import { cardRuleInput } from '../model/card-account';
import { cardActions } from '../model/card-rules';
import { balanceAfterLoad } from '../model/load';
import { activationQuery, cardInfoQuery, virtualDetailsQuery } from './card-queries';
import { useCardAccount } from './useCardAccount';
import { useCardAction } from './useCardAction';

// The screen (dialogs, fields of the design system) loads in parallel with the page's data.
const loadScreen = () =>
  import('../components/details/CardDetailsScreen').then((m) => ({ default: m.CardDetailsScreen }));
void loadScreen();
const CardDetailsScreen = lazy(loadScreen);

/** /cards/{accountId}: the card from the account list plus cardInfo, and every action on it. */
export function CardDetailsPage({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { accounts, account, goesHome } = useCardAccount(accountId);
  const info = useQuery({ ...cardInfoQuery(accountId), enabled: account !== null });
  // what the company right allows: a read-only user sees the card and changes nothing (no activation data either)
  const canChange = useCompanyRights().can('initiate');
  const canActivate =
    canChange && account !== null && info.data !== undefined && cardActions(cardRuleInput(account, info.data)).activate;
  const activation = useQuery({ ...activationQuery(accountId), enabled: canActivate });
  const states = useCardActionStates(accountId, account?.balance ?? '0');

  if (goesHome) return <ScreenLoading label={t`Loading the card`} />;

  let card: Loadable<CardDetails> = loading;
  if (account && info.data) card = ready({ account, info: info.data });
  else if (!accounts.data && accounts.isError) card = failed(failureText(accounts.error, i18n));
  else if (account && info.isError) card = failed(failureText(info.error, i18n));

  const loadAccounts = openPaymentAccounts(accounts.data ?? []).filter(
    (item) => item.currencyCode === account?.currencyCode,
  );

  return (
    <PageFrame>
      <StatusNoticeSlot place="cards" standalone />
      <Suspense fallback={<ScreenLoading label={t`Loading the card`} />}>
        <CardDetailsScreen
          card={card}
          onRetry={() => {
            void accounts.refetch();
            void info.refetch();
          }}
          states={states}
          canChange={canChange}
          activation={toLoadable(activation, i18n)}
          onRetryActivation={() => void activation.refetch()}
          loadAccounts={loadAccounts}
          loadPin={() => showCardPin(api, accountId)}
          loadDetails={() => queryClient.fetchQuery(virtualDetailsQuery(accountId))}
        />
      </Suspense>
    </PageFrame>
  );
}

/** Every action on the card, each its own mutation. */
function useCardActionStates(accountId: number, balance: string): CardActionStates {
  return {
    pause: useCardAction(() => pauseCard(api, accountId)),
    unpause: useCardAction(() => unpauseCard(api, accountId)),
    rename: useCardAction((name: string) => setCardAliasName(api, accountId, name)),
    reissue: useCardAction((isExpressShipping: boolean, key) =>
      reissueCard(api, { accountId, isExpressShipping }, key),
    ),
    upgradeShipping: useCardAction((_input: unknown, key: string) => upgradeReissueShipping(api, accountId, key)),
    activate: useCardAction((input: { feeAccountId: number; extraParams: Record<string, string> }, key) =>
      activateCard(api, { accountId, ...input }, key),
    ),
    block: useCardAction(() => blockCard(api, accountId)),
    enrollment: useCardAction(() => enrollCard(api, accountId)),
    getPin: useCardAction(() => getCardPin(api, accountId)),
    load: useCardAction(async (input: { fromAccountId: number; amount: string }, key) => {
      await loadCard(api, { accountId, ...input }, key);
      return { amount: input.amount, balanceAfter: balanceAfterLoad(balance, input.amount) };
    }),
  };
}
