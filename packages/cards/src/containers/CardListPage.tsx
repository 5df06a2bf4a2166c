import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, StatusNoticeSlot, toLoadable, useAccounts } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { externalCardsQuery } from '../api/external';
import { type CardKind, cardsOfKind } from '../model/landing';

// The screen's code loads in parallel with the data: its import starts when this module is evaluated.
const loadScreen = () => import('../components/lists/CardListScreen').then((m) => ({ default: m.CardListScreen }));
void loadScreen();
const CardListScreen = lazy(loadScreen);

/** /physical-cards and /virtual-cards. The cards come from the accounts (balance inquiry). */
export function CardListPage({ kind }: { kind: CardKind }) {
  const { t, i18n } = useLingui();
  const accounts = useAccounts();
  const physical = kind === 'physical';
  const { can } = useCompanyRights();
  // Cards of other banks are plastic cards: they are listed with the physical ones.
  const external = useQuery({ ...externalCardsQuery(api), enabled: physical });
  return (
    <PageFrame>
      <StatusNoticeSlot place="cards" standalone />
      <Suspense fallback={<ScreenLoading label={t`Loading cards`} />}>
        <CardListScreen
          kind={kind}
          cards={toLoadable({ ...accounts, data: accounts.data && cardsOfKind(accounts.data, kind) }, i18n)}
          externalCards={physical ? toLoadable(external, i18n) : null}
          onRetry={() => void accounts.refetch()}
          onRetryExternal={() => void external.refetch()}
          canChange={can('initiate')}
        />
      </Suspense>
    </PageFrame>
  );
}
