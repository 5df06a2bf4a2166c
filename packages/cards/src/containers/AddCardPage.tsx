import { useLingui } from '@lingui/react/macro';
import { failureText, PageFrame, ScreenLoading } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { addExternalCard, binInfoQuery, blockedBinsQuery, type ExternalCardInput } from '../api/external';
import { cardKeys } from '../api/keys';
import type { BinLookup } from '../components/external/BinDetails';
import type { AddCardSubmitState } from '../components/external/AddCardScreen';
import { type AddCardValues, emptyCardValues } from '../components/external/add-card-values';
import { binOf, isBlockedBin } from '../model/bin';
import { addCardProblem } from './external-errors';

const loadScreen = () => import('../components/external/AddCardScreen').then((m) => ({ default: m.AddCardScreen }));
void loadScreen();
const AddCardScreen = lazy(loadScreen);

/**
 * /add-card. What is typed stays in memory only: a card number is never written to sessionStorage.
 */
export function AddCardPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AddCardValues>(emptyCardValues);
  const blocked = useQuery(blockedBinsQuery(api));
  const blockedBins = blocked.data ?? [];
  const bin = binOf(values.cardNumber);
  const lookupWanted = bin !== null && !isBlockedBin(bin, blockedBins);
  const binInfo = useQuery({ ...binInfoQuery(api, bin ?? ''), enabled: lookupWanted });

  // One Idempotency-Key per card being added: a double click or a retry makes one verification charge.
  const [submission] = useState(() => createSubmission());
  const add = useMutation({
    mutationFn: (input: ExternalCardInput) =>
      submission.submit(input, (_payload, key) => addExternalCard(api, input, key)),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: cardKeys.externalCards() });
      void router.navigate({ href: `/confirm-card/${added.cardId}` });
    },
  });

  const lookup: BinLookup = !lookupWanted
    ? { kind: 'none' }
    : binInfo.data
      ? { kind: 'ready', info: binInfo.data }
      : binInfo.isError
        ? { kind: 'failed', message: failureText(binInfo.error, i18n) }
        : { kind: 'loading' };
  const submit: AddCardSubmitState = add.isPending
    ? { kind: 'submitting' }
    : add.isError
      ? { kind: 'failed', problem: addCardProblem(add.error), message: failureText(add.error, i18n) }
      : { kind: 'idle' };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading`} />}>
        <AddCardScreen
          values={values}
          onChange={(patch) => {
            if (add.isError) add.reset();
            setValues((current) => ({ ...current, ...patch }));
          }}
          blockedBins={blockedBins}
          bin={lookup}
          submit={submit}
          onSubmit={(input) => add.mutate(input)}
          onCancel={() => void router.navigate({ href: '/physical-cards' })}
          today={new Date()}
        />
      </Suspense>
    </PageFrame>
  );
}
