import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  addRepresentativeAsUser,
  createAuthorisedUser,
  type NewAuthorisedUser,
  resendAuthorisedUser,
  updateAccessRights,
} from '../../api/company-access';
import { useKycChange } from '../useKycChange';
import { companyUsersQuery, potentialUsersQuery } from './queries';
import { useCompanyAccess } from './useCompanyAccess';

const loadScreen = () =>
  import('../../components/company-access/CompanyAccessScreen').then((m) => ({ default: m.CompanyAccessScreen }));
void loadScreen();
const CompanyAccessScreen = lazy(loadScreen);

/** /company-access: the company's users, their rights, new authorised users. */
export function CompanyAccessPage() {
  const { t, i18n } = useLingui();
  const { company, canManage } = useCompanyAccess();
  const users = useQuery(companyUsersQuery(company));
  const candidates = useQuery({ ...potentialUsersQuery(company), enabled: canManage });
  const change = useKycChange();
  const both = [users, ...(canManage ? [candidates] : [])];
  const failure = both.find((query) => query.isError);
  const data =
    users.data && (!canManage || candidates.data)
      ? { users: users.data, candidates: candidates.data ?? [] }
      : undefined;
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the company's users`} />}>
        <CompanyAccessScreen
          data={toLoadable({ data, isError: !!failure, error: failure?.error ?? null }, i18n)}
          onRetry={() => void Promise.all(both.filter((query) => query.isError).map((query) => query.refetch()))}
          canManage={canManage}
          actions={{
            updateRights: change((userId: number, rights: number) => updateAccessRights(api, userId, rights)),
            resend: (userId: number) => resendAuthorisedUser(api, userId),
            addRepresentative: change((id: number, rights: number) => addRepresentativeAsUser(api, id, rights)),
            create: change((user: NewAuthorisedUser) => createAuthorisedUser(api, user)),
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
