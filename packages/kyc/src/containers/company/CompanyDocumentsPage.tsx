import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { typesOfCategory } from '../../model/questionnaire';
import { documentCategoriesQuery } from '../queries';
import { today } from '../today';
import { businessInfoQuery } from './queries';
import { useCompanyAccess } from './useCompanyAccess';
import { useCompanyActions } from './useCompanyActions';

const loadScreen = () =>
  import('../../components/company/CompanyDocumentsScreen').then((m) => ({ default: m.CompanyDocumentsScreen }));
void loadScreen();
const CompanyDocumentsScreen = lazy(loadScreen);

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
