import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, kycRedirectReasons, sessionState, useSession } from '@paydeck/auth';
import { i18n as lingui } from '@lingui/core';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Suspense, useCallback, useMemo } from 'react';
import { confirmAddressIsMine, createAddress, type NewAddress } from '../api/address';
import { createIdentityDocument, type DictionaryName, type NewIdentityDocument, updateKycInfo } from '../api/profile';
import type { QuestionnaireDictionaries } from '../components/kyc/QuestionnaireForm';
import { identityTypes, type QuestionnaireDraft, savedQuestionnaire } from '../model/questionnaire';
import { useAction } from '../components/common/useAction';
import {
  dictionaryQuery,
  documentCategoriesQuery,
  kycCustomerInfoQuery,
  kycRequestQuery,
  profileQuery,
} from './queries';
import { storedQuestionnaire, useQuestionnaireStore } from './questionnaire-draft';
import { today } from './today';
import { useKycChange } from './useKycChange';
import { useKycRights } from './useKycRights';
import { usePhoneActions } from './usePhoneActions';
import { PlacesProvider } from '../components/common/places';
import { usePlaces } from './places';

const KycScreen = lazyScreen(() => import('../components/kyc/KycScreen').then((m) => m.KycScreen));
void KycScreen.preload();

const dictionaries: [keyof QuestionnaireDictionaries, DictionaryName, string | undefined][] = [
  ['occupation', 'occupation', undefined],
  ['sourcesOfFunds', 'sourcesOfFunds', 'personal'],
  ['purposesOfAccount', 'purposesOfAccount', 'personal'],
  ['estimatedMonthlyDeposits', 'estimatedMonthlyDeposits', undefined],
];

/** The route's loader: starts the page's requests (the ones the page reads) and waits for the screen's code. */
export function loadKycPage(queryClient: QueryClient): Promise<unknown> {
  const customer = sessionState().customer;
  const business = customer !== null && customer.customerType !== 0;
  void queryClient.prefetchQuery(kycCustomerInfoQuery());
  void queryClient.prefetchQuery(kycRequestQuery());
  void queryClient.prefetchQuery(documentCategoriesQuery());
  void queryClient.prefetchQuery(profileQuery());
  for (const [, name, kind] of dictionaries) {
    void queryClient.prefetchQuery(
      dictionaryQuery(name, kind === 'personal' && business ? 'business' : kind, lingui.locale),
    );
  }
  return KycScreen.preload();
}

/**
 * /kyc: the KYC request's steps (questionnaire, phone, identity document, address) on one page. `?reason=` (read here,
 * not by the route's validateSearch, which would weigh on the first paint) says why the guard brought the person.
 */
export function KycPage() {
  const { t, i18n } = useLingui();
  const { reason } = useSearch({ strict: false }) as { reason?: unknown };
  const sentHere = kycRedirectReasons.find((known) => known === reason);
  const { customer } = useSession();
  const owner = String(customer?.customerId ?? '');
  const business = customer !== null && customer.customerType !== 0;
  const kyc = useQuery(kycCustomerInfoQuery());
  const request = useQuery(kycRequestQuery());
  const categories = useQuery(documentCategoriesQuery());
  // the saved answers the wire returns (the occupation) are read back into the questionnaire
  const profile = useQuery(profileQuery());
  const lists = useQueries({
    queries: dictionaries.map(([, name, kind]) =>
      dictionaryQuery(name, kind === 'personal' && business ? 'business' : kind, i18n.locale),
    ),
  });
  const change = useKycChange();
  const phone = usePhoneActions();
  const { canManage, canUpload } = useKycRights();
  const places = usePlaces();
  const save = useQuestionnaireStore((state) => state.save);
  const reset = useQuestionnaireStore((state) => state.reset);
  const draft = useMemo(() => storedQuestionnaire(owner), [owner]);
  const onDraftChange = useCallback((next: QuestionnaireDraft) => save(owner, next), [save, owner]);
  const answer = useAction(
    change(async (answers: Parameters<typeof updateKycInfo>[1]) => {
      await updateKycInfo(api, answers);
      reset();
    }),
  );

  // the questions wait for the profile too: the form starts from its saved answers
  const failedList = [...lists, profile].find((query) => query.isError);
  const loadedLists =
    lists.every((list) => list.data !== undefined) && profile.data !== undefined
      ? Object.fromEntries(dictionaries.map(([key], at) => [key, lists[at]?.data ?? []]))
      : undefined;
  const dictionaryData = toLoadable(
    {
      data: loadedLists as QuestionnaireDictionaries | undefined,
      isError: !!failedList,
      error: failedList?.error ?? null,
    },
    i18n,
  );

  return (
    <PageFrame>
      <PlacesProvider places={places}>
        <Suspense fallback={<ScreenLoading label={t`Loading your details`} />}>
          <KycScreen
            kyc={toLoadable(kyc, i18n)}
            request={toLoadable(request, i18n)}
            onRetry={() => void Promise.all([kyc.refetch(), request.refetch()])}
            questionnaire={{
              dictionaries: dictionaryData,
              onRetry: () => void Promise.all([...lists, profile].map((query) => query.refetch())),
              draft,
              saved: savedQuestionnaire(profile.data ?? { occupationId: null }),
              onDraftChange,
              onSubmit: answer.start,
              error: answer.error,
            }}
            identityTypes={identityTypes(categories.data ?? [])}
            today={today()}
            phone={phone}
            onIdentity={change((document: NewIdentityDocument) => createIdentityDocument(api, document))}
            onConfirmAddress={change((addressId: number) => confirmAddressIsMine(api, addressId))}
            onCreateAddress={change((address: NewAddress) => createAddress(api, address))}
            canManage={canManage}
            canUpload={canUpload}
            sentHere={sentHere}
          />
        </Suspense>
      </PlacesProvider>
    </PageFrame>
  );
}
