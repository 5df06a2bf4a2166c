import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { sessionState } from '@paydeck/auth';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { CompanyPath } from '../../model/company-paths';
import { unsignedItems } from '../../model/declarations';
import { typesOfCategory } from '../../model/questionnaire';
import { dictionaryQuery, documentCategoriesQuery } from '../queries';
import { today } from '../today';
import { additionalQuestionsQuery, businessInfoQuery, representativesQuery } from './queries';
import { PlacesProvider } from '../../components/common/places';
import { UrlCheckProvider } from '../../components/common/url-check';
import { usePlaces } from '../places';
import { useCheckUrl } from '../url-check';
import { useCompanyActions } from './useCompanyActions';
import { useCompanyAccess } from './useCompanyAccess';
import { declarationsQuery, escortStatementQuery, useComplianceItems } from './useComplianceItems';

const CompanyScreen = lazyScreen(() => import('../../components/company/CompanyScreen').then((m) => m.CompanyScreen));
void CompanyScreen.preload();

const financialLists = [
  ['sourcesOfFunds', 'business'],
  ['purposesOfAccount', 'business'],
  ['estimatedMonthlyDeposits', undefined],
] as const;

/**
 * The route's loader: starts the page's main requests for the company acted for (the ones the page reads) and waits
 * for the screen's code.
 */
export function loadCompanyPage(queryClient: QueryClient): Promise<unknown> {
  const company = sessionState().fromCustomerId;
  void queryClient.prefetchQuery(businessInfoQuery(company));
  void queryClient.prefetchQuery(representativesQuery(company));
  void queryClient.prefetchQuery(documentCategoriesQuery());
  void queryClient.prefetchQuery(declarationsQuery(company));
  void queryClient.prefetchQuery(escortStatementQuery(company));
  return CompanyScreen.preload();
}

/** /company and /company/{path}: the company acted for, one sub-page at a time (documents by default). */
export function CompanyPage({ path }: { path: CompanyPath }) {
  const { t, i18n } = useLingui();
  const { company, canManage, canUpload } = useCompanyAccess();
  const info = useQuery(businessInfoQuery(company));
  const people = useQuery(representativesQuery(company));
  const categories = useQuery(documentCategoriesQuery());
  const lists = useQueries({
    queries: financialLists.map(([name, kind]) => ({
      ...dictionaryQuery(name, kind, i18n.locale),
      enabled: path === 'financial-detail',
    })),
  });
  const questions = useQuery({ ...additionalQuestionsQuery(i18n.locale), enabled: path === 'additional-questions' });
  const actions = useCompanyActions();
  const compliance = useComplianceItems(company);
  const places = usePlaces();
  const checkUrl = useCheckUrl();
  const main = [info, people, categories];
  const failure = main.find((query) => query.isError);
  const data =
    info.data && people.data && categories.data ? { company: info.data, representatives: people.data } : undefined;
  const [sources, purposes, deposits] = lists;
  const listsFailure = lists.find((query) => query.isError);
  const dictionaries =
    sources?.data && purposes?.data && deposits?.data
      ? { sourcesOfFunds: sources.data, purposesOfAccount: purposes.data, estimatedMonthlyDeposits: deposits.data }
      : undefined;
  return (
    <PageFrame>
      <PlacesProvider places={places}>
        <UrlCheckProvider check={checkUrl}>
          <Suspense fallback={<ScreenLoading label={t`Loading the company`} />}>
            <CompanyScreen
              path={path}
              data={toLoadable({ data, isError: !!failure, error: failure?.error ?? null }, i18n)}
              onRetry={() => void Promise.all(main.filter((query) => query.isError).map((query) => query.refetch()))}
              canManage={canManage}
              canUpload={canUpload}
              today={today()}
              typesOf={(categoryId) => typesOfCategory(categories.data ?? [], categoryId)}
              financialDictionaries={toLoadable(
                { data: dictionaries, isError: !!listsFailure, error: listsFailure?.error ?? null },
                i18n,
              )}
              questions={toLoadable(questions, i18n)}
              onRetryExtras={() =>
                void Promise.all([...lists, questions].map((query) => query.isError && query.refetch()))
              }
              actions={actions}
              unsignedDeclarations={compliance.query.data ? unsignedItems(compliance.query.data) : []}
            />
          </Suspense>
        </UrlCheckProvider>
      </PlacesProvider>
    </PageFrame>
  );
}
