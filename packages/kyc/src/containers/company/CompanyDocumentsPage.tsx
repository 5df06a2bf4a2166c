import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { sessionState } from '@paydeck/auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { typesOfCategory } from '../../model/questionnaire';
import { documentCategoriesQuery } from '../queries';
import { today } from '../today';
import { businessInfoQuery } from './queries';
import { useCompanyAccess } from './useCompanyAccess';
import { useCompanyActions } from './useCompanyActions';

const CompanyDocumentsScreen = lazyScreen(() =>
  import('../../components/company/CompanyDocumentsScreen').then((m) => m.CompanyDocumentsScreen),
);
void CompanyDocumentsScreen.preload();

/**
 * The route's loader: starts the page's requests for the company acted for (the ones the page reads) and waits for
 * the screen's code.
 */
export function loadCompanyDocumentsPage(queryClient: QueryClient): Promise<unknown> {
  void queryClient.prefetchQuery(businessInfoQuery(sessionState().fromCustomerId));
  void queryClient.prefetchQuery(documentCategoriesQuery());
  return CompanyDocumentsScreen.preload();
}

/** /company-documents: the company's documents, for everyone acting for it (the only page without balance info). */
export function CompanyDocumentsPage() {
  const { t, i18n } = useLingui();
  const { company, canUpload } = useCompanyAccess({ documentsOnly: true });
  const info = useQuery(businessInfoQuery(company));
  const categories = useQuery(documentCategoriesQuery());
  const actions = useCompanyActions();
  const failure = [info, categories].find((query) => query.isError);
  const data = info.data && categories.data ? info.data : undefined;
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the company's documents`} />}>
        <CompanyDocumentsScreen
          company={toLoadable({ data, isError: !!failure, error: failure?.error ?? null }, i18n)}
          onRetry={() => void Promise.all([info, categories].filter((query) => query.isError).map((q) => q.refetch()))}
          today={today()}
          typesOf={(categoryId) => typesOfCategory(categories.data ?? [], categoryId)}
          onUpload={canUpload ? actions.upload : undefined}
          onUploadAddressProof={canUpload ? actions.uploadAddressProof : undefined}
        />
      </Suspense>
    </PageFrame>
  );
}
