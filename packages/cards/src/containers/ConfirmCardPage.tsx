import { useLingui } from '@lingui/react/macro';
import { failureText, PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { confirmExternalCard, type ExternalCard, externalCardsQuery } from '../api/external';
import { cardKeys } from '../api/keys';
import type { ConfirmSubmitState } from '../components/external/ConfirmCardScreen';
import { confirmRefusal } from './external-errors';

const loadScreen = () =>
  import('../components/external/ConfirmCardScreen').then((m) => ({ default: m.ConfirmCardScreen }));
void loadScreen();
const ConfirmCardScreen = lazy(loadScreen);

/** /confirm-card/{cardId}. The card (its status, attempts left) comes from the list of external cards. */
export function ConfirmCardPage({ cardId }: { cardId: number }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const cards = useQuery({
    ...externalCardsQuery(api),
    select: (list: ExternalCard[]) => list.find((card) => card.cardId === cardId) ?? null,
  });
  const [amount, setAmount] = useState('');
  const confirm = useMutation({
    mutationFn: (value: string) => confirmExternalCard(api, { cardId, amount: value }),
    onSuccess: (card) => {
      queryClient.setQueryData(cardKeys.externalCards(), (list: ExternalCard[] | undefined) =>
        list?.map((item) => (item.cardId === card.cardId ? card : item)),
      );
      toast.show({ level: 'success', title: t`Your card is confirmed.` });
      void router.navigate({ href: '/physical-cards' });
    },
    // A refusal uses up an attempt, or fails the card: the list says how many are left.
    // (Awaited, so the refusal shows with the new count.)
    onError: () => queryClient.invalidateQueries({ queryKey: cardKeys.externalCards() }),
  });

  const refusal = confirm.isError ? confirmRefusal(confirm.error) : null;
  const submit: ConfirmSubmitState = confirm.isPending
    ? { kind: 'submitting' }
    : refusal
      ? refusal
      : confirm.isError
        ? { kind: 'failed', message: failureText(confirm.error, i18n) }
        : { kind: 'idle' };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the card`} />}>
        <ConfirmCardScreen
          card={toLoadable(cards, i18n)}
          amount={amount}
          onAmountChange={setAmount}
          submit={submit}
          onSubmit={(value) => confirm.mutate(value)}
          onRetry={() => void cards.refetch()}
        />
      </Suspense>
    </PageFrame>
  );
}
