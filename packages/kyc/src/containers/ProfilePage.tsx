import { lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { codeChallengeS256, createCodeVerifier } from '@paydeck/api-client';
import { api, useSession } from '@paydeck/auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Suspense } from 'react';
import {
  confirmAddressIsMine,
  createAddress,
  deleteAddress,
  type NewAddress,
  replaceAddress,
  uploadProofOfAddress,
} from '../api/address';
import { sendCustomerVerificationCode, startCustomerIdentityVerification } from '../api/customer-verification';
import { confirmUsernameChange, deleteUsernameChange, requestUsernameChange } from '../api/emails';
import { createIdentityDocument, type NewIdentityDocument } from '../api/profile';
import {
  createVideoJob,
  type IdentityProvider,
  startIdentityVerification,
  type VerificationMethod,
} from '../api/verification';
import { PlacesProvider } from '../components/common/places';
import type { ProfileData } from '../components/profile/ProfileScreen';
import type { ProofInput } from '../components/profile/ProofForm';
import { addressDocumentTypesQuery, usePlaces } from './places';
import { usePhoneActions } from './usePhoneActions';
import {
  clientIpQuery,
  documentCategoriesQuery,
  documentsQuery,
  emailsQuery,
  kycCustomerInfoQuery,
  profileQuery,
  usernameChangeQuery,
} from './queries';
import { today } from './today';
import { useKycChange } from './useKycChange';
import { useKycRights } from './useKycRights';

const ProfileScreen = lazyScreen(() => import('../components/profile/ProfileScreen').then((m) => m.ProfileScreen));
void ProfileScreen.preload();

/** The route's loader: starts the page's requests (the ones the page reads) and waits for the screen's code. */
export function loadProfilePage(queryClient: QueryClient): Promise<unknown> {
  void queryClient.prefetchQuery(profileQuery());
  void queryClient.prefetchQuery(kycCustomerInfoQuery());
  void queryClient.prefetchQuery(documentsQuery());
  void queryClient.prefetchQuery(emailsQuery());
  void queryClient.prefetchQuery(usernameChangeQuery());
  void queryClient.prefetchQuery(documentCategoriesQuery());
  void queryClient.prefetchQuery(addressDocumentTypesQuery());
  void queryClient.prefetchQuery(clientIpQuery());
  return ProfileScreen.preload();
}

/** The verifier of the code sent before a workflow for the customer acted for: in memory until it is spent. */
let customerCodeVerifier = '';

/** /profile. */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queries = {
    profile: useQuery(profileQuery()),
    kyc: useQuery(kycCustomerInfoQuery()),
    documents: useQuery(documentsQuery()),
    emails: useQuery(emailsQuery()),
    usernameChange: useQuery(usernameChangeQuery()),
    categories: useQuery(documentCategoriesQuery()),
    addressProofTypes: useQuery(addressDocumentTypesQuery()),
  };
  const ip = useQuery(clientIpQuery());
  const change = useKycChange();
  const phone = usePhoneActions();
  const rights = useKycRights();
  const { fromCustomerId } = useSession();
  const places = usePlaces();
  const all = Object.values(queries);
  const failed = all.find((query) => query.isError);
  const data: ProfileData | undefined = all.every((query) => query.data !== undefined)
    ? (Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.data])) as unknown as ProfileData)
    : undefined;
  return (
    <PageFrame>
      <PlacesProvider places={places}>
        <Suspense fallback={<ScreenLoading label={t`Loading your profile`} />}>
          <ProfileScreen
            data={toLoadable({ data, isError: !!failed, error: failed?.error ?? null }, i18n)}
            onRetry={() => void Promise.all(all.filter((query) => query.isError).map((query) => query.refetch()))}
            {...rights}
            ip={toLoadable(ip, i18n)}
            onRetryIp={() => void ip.refetch()}
            today={today()}
            address={{
              create: change((address: NewAddress) => createAddress(api, address)),
              replace: change((addressId: number, address: NewAddress) => replaceAddress(api, addressId, address)),
              confirm: change((addressId: number) => confirmAddressIsMine(api, addressId)),
              remove: change((addressId: number) => deleteAddress(api, addressId)),
              proof: change((addressId: number, input: ProofInput) =>
                uploadProofOfAddress(api, { addressId, ...input }),
              ),
            }}
            phone={phone}
            identity={{
              create: change((document: NewIdentityDocument) => createIdentityDocument(api, document)),
              startVerification: async (provider: IdentityProvider, method: VerificationMethod, code?: string) => {
                const run =
                  fromCustomerId !== null && code !== undefined
                    ? await startCustomerIdentityVerification(api, fromCustomerId, {
                        provider,
                        method,
                        code,
                        codeVerifier: customerCodeVerifier,
                      })
                    : await startIdentityVerification(api, provider, method);
                await router.navigate({ href: `/identity-verification/${run.workflowRunId}/${run.token}` });
              },
              sendCode:
                fromCustomerId === null
                  ? undefined
                  : async () => {
                      customerCodeVerifier = createCodeVerifier();
                      const challenge = await codeChallengeS256(customerCodeVerifier);
                      return sendCustomerVerificationCode(api, fromCustomerId, 'email', challenge);
                    },
              startVideo: async () => {
                const job = await createVideoJob(api);
                await router.navigate({ href: `/video-identity-job/${job.id}` });
              },
            }}
            username={{
              request: change((desired: string) => requestUsernameChange(api, desired)),
              confirm: change((requestId: number, code: string) => confirmUsernameChange(api, requestId, code)),
              remove: change((requestId: number) => deleteUsernameChange(api, requestId)),
            }}
          />
        </Suspense>
      </PlacesProvider>
    </PageFrame>
  );
}
