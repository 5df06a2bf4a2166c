import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  addRepresentativeAsUser,
  createAuthorisedUser,
  fetchCompanyUser,
  type NewAuthorisedUser,
  resendAuthorisedUser,
  updateAccessRights,
} from '../../api/company-access';
import { codeChallengeS256, createCodeVerifier } from '@paydeck/api-client';
import { confirmCompanyUserPhone, requestCompanyUserPhoneCode } from '../../api/company-user-phone';
import type { NewPhone } from '../../api/phone';
import { useKycChange } from '../useKycChange';
import { assignableRights } from '../../model/assignable-rights';
import { accessRightsQuery, companyUsersQuery, potentialUsersQuery } from './queries';
import { useCompanyAccess } from './useCompanyAccess';

const loadScreen = () =>
  import('../../components/company-access/CompanyAccessScreen').then((m) => ({ default: m.CompanyAccessScreen }));
void loadScreen();
const CompanyAccessScreen = lazy(loadScreen);

/** The SMS code's verifier of the user's new phone, kept only in memory until the code is confirmed. */
let phoneVerifier = '';

/** /company-access: the company's users, their rights, new authorised users, the user's own phone. */
export function CompanyAccessPage() {
  const { t, i18n } = useLingui();
  const { company, canManage } = useCompanyAccess();
  const users = useQuery(companyUsersQuery(company));
  const candidates = useQuery({ ...potentialUsersQuery(company), enabled: canManage });
  // only a person who may manage users picks rights: the others are never offered a choice
  const rights = useQuery({ ...accessRightsQuery(company), enabled: canManage });
  const change = useKycChange();
  const both = [users, ...(canManage ? [candidates, rights] : [])];
  const failure = both.find((query) => query.isError);
  const data =
    users.data && (!canManage || (candidates.data && rights.data))
      ? { users: users.data, candidates: candidates.data ?? [], rights: assignableRights(rights.data ?? []) }
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
            loadUser: (userId: number) => fetchCompanyUser(api, userId),
            addRepresentative: change((id: number, rights: number) => addRepresentativeAsUser(api, id, rights)),
            create: change((user: NewAuthorisedUser) => createAuthorisedUser(api, user)),
          }}
          phone={{
            requestCode: async (phone: NewPhone) => {
              phoneVerifier = createCodeVerifier();
              return requestCompanyUserPhoneCode(api, phone, await codeChallengeS256(phoneVerifier));
            },
            confirm: change(async (code: string) => {
              const phone = await confirmCompanyUserPhone(api, { code, codeVerifier: phoneVerifier });
              phoneVerifier = '';
              return phone;
            }),
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
