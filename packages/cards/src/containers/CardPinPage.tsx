import { useLingui } from '@lingui/react/macro';
import { failed, failureText, type Loadable, loading, PageFrame, ready, ScreenLoading } from '@paydeck/accounts';
import type { Account } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { lazy, Suspense } from 'react';
import { changeCardPin, showCardPin } from '../api/card';
import type { NewPin } from '../components/pin/ChangePinForm';
import { useCardAccount } from './useCardAccount';
import { useCardAction } from './useCardAction';

const loadScreen = () => import('../components/pin/CardPinScreen').then((m) => ({ default: m.CardPinScreen }));
void loadScreen();
const CardPinScreen = lazy(loadScreen);

/** /card/{accountId}/pin: change and show the card's PIN. */
export function CardPinPage({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const { accounts, account, goesHome } = useCardAccount(accountId);
  const change = useCardAction((input: NewPin) => changeCardPin(api, { accountId, ...input }).then(() => true));

  if (goesHome) return <ScreenLoading label={t`Loading the card`} />;

  let card: Loadable<Account> = loading;
  if (account) card = ready(account);
  else if (!accounts.data && accounts.isError) card = failed(failureText(accounts.error, i18n));

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the card`} />}>
        <CardPinScreen
          accountId={accountId}
          card={card}
          onRetry={() => void accounts.refetch()}
          change={change}
          loadPin={() => showCardPin(api, accountId)}
        />
      </Suspense>
    </PageFrame>
  );
}
