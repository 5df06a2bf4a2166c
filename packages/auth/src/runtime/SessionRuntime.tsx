import { useLingui } from '@lingui/react/macro';
import { openPopup, toast } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { authKeys } from '../api/keys';
import { fetchLoginHistory } from '../api/security';
import { bridge } from '../bridge/instance';
import { onAfterLoginDelay, scheduleAfterLogin } from '../session/after-login';
import { api, logout, realtime } from '../session/clients';
import { useCustomer } from '../session/hooks';
import { registerLogoutCleanup, setLogoutNavigator } from '../session/logout';
import { sessionState } from '../session/store';
import { ArrivalCheck } from './ArrivalCheck';
import { IdleWatcher } from './IdleWatcher';
import { PasswordChangedPopup } from '../components/settings/PasswordChangedPopup';
import { passwordChangeOutcome } from './push-events';
import { TermsHost } from './TermsHost';
import { currentEntryScript, fetchIndexHtml, startVersionCheck } from './version-check';

/**
 * What a signed-in session runs beside its pages (mounted once by the `_session` layout): the idle
 * logout and its warning, the realtime channel and its push events, the terms dialog, the update
 * check, the after-login delay, the mobile-app host's logout, logout's navigation and cache cleanup, and
 * the arrival check after an entry link.
 */
export function SessionRuntime() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  useCustomer(); // keeps the summary, flags and terms state fresh

  useEffect(() => {
    setLogoutNavigator((href) => void router.navigate({ href, replace: true }));
    return registerLogoutCleanup(() => queryClient.clear());
  }, [router, queryClient]);

  useEffect(() => {
    realtime.start();
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === 'twoStepModeSet' || event.type === 'twoStepModeConfirmed') {
        void queryClient.invalidateQueries({ queryKey: authKeys.customer() });
        void queryClient.invalidateQueries({ queryKey: authKeys.security() });
      }
      if (event.type === 'passwordChange') {
        const outcome = passwordChangeOutcome(event);
        openPopup((close) => <PasswordChangedPopup outcome={outcome} onClose={close} />);
      }
    });
    return unsubscribe;
  }, [queryClient]);

  useEffect(() => {
    const completedAt = sessionState().loginCompletedAt;
    if (completedAt !== null) scheduleAfterLogin(completedAt);
    // After the delay the first page of the login history is loaded (spec 4.2); news and support
    // belong to their packages, which wait with `useAfterLoginDelay()`.
    return onAfterLoginDelay(() => {
      const filter = { pageNumber: 1 };
      void queryClient.prefetchQuery({
        queryKey: authKeys.loginHistory(filter),
        queryFn: ({ signal }) => fetchLoginHistory(api, filter, signal),
      });
    });
  }, [queryClient]);

  useEffect(
    () =>
      bridge.subscribe((message) => {
        if (message.type === 'logout') logout('user');
      }),
    [],
  );

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return startVersionCheck({
      current: currentEntryScript(),
      fetchIndex: fetchIndexHtml,
      onNewVersion: () =>
        toast.show({
          level: 'info',
          title: t`A new version of the app is available`,
          body: t`Select this message to reload the page.`,
          onClick: () => window.location.reload(),
          duration: null,
        }),
    });
  }, [t]);

  return (
    <>
      <IdleWatcher />
      <TermsHost />
      <ArrivalCheck />
    </>
  );
}
