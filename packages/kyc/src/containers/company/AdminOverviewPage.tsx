import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, useSession } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchBusinessInfo } from '../../api/company';
import { assignDocument, type DocumentAssignment, fetchAdminOverview, removeDocument } from '../../api/company-admin';
import { companyKeys } from '../../api/company-keys';
import { fetchRepresentatives, forceDeleteRepresentative } from '../../api/company-people';
import { representativeLists } from './queries';

const loadScreen = () =>
  import('../../components/admin/AdminOverviewScreen').then((m) => ({ default: m.AdminOverviewScreen }));
void loadScreen();
const AdminOverviewScreen = lazy(loadScreen);

/** An opened company's representatives (every list, each id once) and addresses, asked for that company. */
async function companyDetails(customerId: number, signal: AbortSignal) {
  const [lists, company] = await Promise.all([
    Promise.all(representativeLists.map((list) => fetchRepresentatives(api, list, signal, customerId))),
    fetchBusinessInfo(api, signal, customerId),
  ]);
  const seen = new Set<number>();
  const representatives = lists.flat().filter((person) => !seen.has(person.id) && seen.add(person.id));
  return { representatives, addresses: company.addresses };
}

/** /admin-overview: the admin's companies; assign or remove their documents, force-delete representatives. */
export function AdminOverviewPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);
  const { customer } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (customer && !customer.isAdmin) void navigate({ to: '/home', replace: true });
  }, [customer, navigate]);
  const companies = useQuery({
    queryKey: companyKeys.admin('overview', null),
    queryFn: ({ signal }) => fetchAdminOverview(api, signal),
    enabled: customer?.isAdmin === true,
  });
  const details = useQuery({
    queryKey: companyKeys.admin('company', openId),
    queryFn: ({ signal }) => companyDetails(openId ?? 0, signal),
    enabled: openId !== null,
  });
  const afterwards =
    <A extends unknown[]>(run: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      try {
        return await run(...args);
      } finally {
        await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      }
    };
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the companies`} />}>
        <AdminOverviewScreen
          companies={toLoadable(companies, i18n)}
          onRetry={() => void companies.refetch()}
          openId={openId}
          onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
          details={toLoadable(details, i18n)}
          onRetryDetails={() => void details.refetch()}
          actions={{
            assign: afterwards((customerId: number, assignment: DocumentAssignment) =>
              assignDocument(api, customerId, assignment),
            ),
            remove: afterwards((customerId: number, documentId: number) => removeDocument(api, customerId, documentId)),
            forceDelete: afterwards((customerId: number, id: number) => forceDeleteRepresentative(api, id, customerId)),
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
