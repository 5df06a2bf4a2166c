import { activeBrand } from '@paydeck/brand-config/active';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { bridge, getHostCredentials } from '../bridge/instance';
import { LoginScreen } from '../components/login/LoginScreen';
import type { LoginNotice } from '../components/login/messages';
import { createLoginController, type LoginDeps } from '../login/controller';
import { pendingLogin } from '../login/pending';
import { storeLinks } from './brand';
import type { LoginSearch } from './login-search';
import { goTo } from './navigation';
import { useApprovalWatch } from './use-approval-watch';
import { useOnce } from './use-once';

function noticeOf(search: LoginSearch): LoginNotice | undefined {
  if (search.emailConfirmation === 'success') return 'emailConfirmed';
  if (search.emailConfirmation === 'fail') return 'emailConfirmationFailed';
  if (search.reason === 'sessionExpired') return 'sessionExpired';
  return undefined;
}

const session = () => import('./login-session');

/** The token service, loaded on first use. */
const lazyTokens: LoginDeps['tokens'] = {
  login: async (input, signal) => (await session()).tokens.login(input, signal),
  token: async (input, signal) => (await session()).tokens.token(input, signal),
  resendPush: async (key) => (await session()).tokens.resendPush(key),
};

/** The sign-in page: the controller of the flows wired to the token service, the session and the router. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [controller] = useState(() =>
    createLoginController({
      tokens: lazyTokens,
      pkce: async () => {
        const { createCodeVerifier, codeChallengeS256 } = await session();
        const verifier = createCodeVerifier();
        return { verifier, challenge: await codeChallengeS256(verifier) };
      },
      pending: pendingLogin,
      hostCredentials: getHostCredentials,
      ready: () => bridge.ready,
      complete: async (fresh, flow, options) => (await session()).completeSignIn(queryClient, fresh, flow, options),
      acceptTerms: async (terms) => (await session()).acceptTermsAndContinue(queryClient, terms),
      onFailed: () => void bridge.send('loginFail'),
    }),
  );
  const state = useStore(controller.store);
  useApprovalWatch(controller, state.step);

  // On arrival only: an entry code is exchanged (and leaves the address bar), or a sign-in
  // interrupted by a reload resumes its second step.
  useOnce(() => {
    if (search.code && search.codeVerifier) {
      void router.navigate({ href: '/login', replace: true });
      void controller.exchangeEntryCode(search.code, search.codeVerifier);
    } else {
      controller.resume();
    }
  });

  useEffect(() => {
    if (state.step.kind === 'done') goTo(router, state.step.landing);
  }, [state.step, router]);

  return (
    <LoginScreen
      state={state}
      brandName={activeBrand.name}
      stores={storeLinks}
      notice={noticeOf(search)}
      recoveryHref="/account-recovery/email"
      registerHref={activeBrand.registrationDisabled ? undefined : '/register'}
      onSubmitCredentials={(credentials) => void controller.submitCredentials(credentials)}
      onContinueMigration={() => void controller.continueAfterMigration()}
      onSubmitCode={(code) => void controller.submitCode(code)}
      onResend={() => void controller.resendPush()}
      onAcceptTerms={() => void controller.acceptTerms()}
      onRestart={() => controller.restart()}
      onDeclineTerms={() => {
        controller.restart();
        void session().then(({ logout }) => logout('user'));
      }}
    />
  );
}
