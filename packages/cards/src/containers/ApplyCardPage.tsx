import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText, PageFrame, ScreenLoading, toLoadable, useAccounts } from '@paydeck/accounts';
import { createSubmission, newIdempotencyKey } from '@paydeck/api-client';
import { api, useSession } from '@paydeck/auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import {
  addressReplacementCheckQuery,
  applyForCard,
  type CardApplication,
  cardApplicationQuery,
} from '../api/application';
import { cardKeys } from '../api/keys';
import type { ApplySubmitState } from '../components/apply/ApplyCardScreen';
import {
  addressCheckInput,
  type ApplicationDraft,
  checkStateOf,
  offerCountry,
  toApplication,
} from '../model/application';
import { type CardKind, openCards } from '../model/landing';
import { storedKeyFirst, useApplyDraft, useApplyDraftStore } from './apply-draft';

const loadScreen = () => import('../components/apply/ApplyCardScreen').then((m) => ({ default: m.ApplyCardScreen }));
void loadScreen();
const ApplyCardScreen = lazy(loadScreen);

/** /apply-card (`?kind=` preselects virtual or physical when the draft has no choice yet). */
export function ApplyCardPage({ kind }: { kind?: CardKind | undefined }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { customer, fromCustomerId } = useSession();
  const owner = String(fromCustomerId ?? customer?.customerId ?? 'own');
  const stored = useApplyDraft(owner);
  const preset: Partial<ApplicationDraft> = stored.draft.kind === null && kind ? { kind } : {};
  const draft = { ...stored.draft, ...preset };
  const change = (patch: Partial<ApplicationDraft>) => stored.update({ ...preset, ...patch });

  // The offer of the person's country; once a new delivery country is entered, that country's offer
  // (the previous one stays on screen while it loads).
  // (Without a country the two are one query: same key, one request.)
  const home = useQuery(cardApplicationQuery(api, null));
  const country = home.data ? offerCountry(draft, home.data.address !== null) : null;
  const info = useQuery({ ...cardApplicationQuery(api, country), placeholderData: keepPreviousData });

  const checkInput = info.data ? addressCheckInput(info.data, draft) : null;
  const check = useQuery({
    ...addressReplacementCheckQuery(api, checkInput?.countryCode ?? '', checkInput?.oldAddressId ?? 0),
    enabled: checkInput !== null,
  });
  const accounts = useAccounts();

  // One Idempotency-Key per order: a double click, a retry or a reload sends the same key, and the
  // server books the card once. The key changes only when the order changes or is refused.
  const [submission] = useState(() => createSubmission(storedKeyFirst(newIdempotencyKey)));
  const apply = useMutation({
    mutationFn: ({ application }: { application: CardApplication; isVirtual: boolean }) =>
      submission.submit(application, (_payload, key) => {
        useApplyDraftStore.getState().setIdempotencyKey(key);
        return applyForCard(api, application, key);
      }),
    onSuccess: () => {
      stored.reset();
      submission.reset();
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  const checkState = checkInput === null ? null : toLoadable(check, i18n);
  const submit: ApplySubmitState = apply.isSuccess
    ? { kind: 'done', accountId: apply.data.accountId, isVirtual: apply.variables.isVirtual }
    : apply.isPending
      ? { kind: 'submitting' }
      : apply.isError
        ? { kind: 'failed', message: failureText(apply.error, i18n) }
        : { kind: 'idle' };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the card offer`} />}>
        <ApplyCardScreen
          info={toLoadable(info, i18n)}
          infoUpdating={info.isPlaceholderData}
          draft={draft}
          onChange={change}
          check={checkState}
          cards={openCards(accounts.data ?? [])}
          submit={submit}
          onSubmit={() => {
            const application = info.data ? toApplication(info.data, draft, checkStateOf(checkState)) : null;
            if (application) apply.mutate({ application, isVirtual: draft.kind === 'virtual' });
          }}
          onCancel={() => {
            stored.reset();
            void router.navigate({ href: '/cards' });
          }}
          onRetry={() => void info.refetch()}
          onRetryCheck={() => void check.refetch()}
        />
      </Suspense>
    </PageFrame>
  );
}
