import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { businessInfoQuery } from './queries';
import { useCompanyAccess } from './useCompanyAccess';
import { useComplianceItems, useSignCompliance } from './useComplianceItems';

const CompanyDeclarationsScreen = lazyScreen(() =>
  import('../../components/company/CompanyDeclarationsScreen').then((m) => m.CompanyDeclarationsScreen),
);

/** /company/declarations: the declarations the company's industry asks for; a full-access user signs them. */
export function CompanyDeclarationsPage() {
  const { t, i18n } = useLingui();
  const { company, canManage } = useCompanyAccess();
  const info = useQuery(businessInfoQuery(company));
  const items = useComplianceItems(company);
  const sign = useSignCompliance();
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the declarations`} />}>
        <CompanyDeclarationsScreen
          companyName={info.data?.name ?? null}
          items={toLoadable(items.query, i18n)}
          onRetry={items.retry}
          onSign={canManage ? sign : undefined}
        />
      </Suspense>
    </PageFrame>
  );
}
