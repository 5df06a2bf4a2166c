import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { changePasswordWithCode, checkRecoveryCode, requestPasswordChange, resendActivation } from '../api/public';
import { PublicPage } from '../components/layout/PublicPage';
import { RecoveryEmail } from '../components/recovery/RecoveryEmail';
import { RecoveryPassword } from '../components/recovery/RecoveryPassword';
import { RecoveryReset } from '../components/recovery/RecoveryReset';
import { RecoveryStatus } from '../components/recovery/RecoveryStatus';
import { RecoverySuccess } from '../components/recovery/RecoverySuccess';
import { api } from '../session/clients';
import { describeFailure } from './error-text';
import { useOnce } from './use-once';

import type { RecoverySearch } from './search';

const start = '/account-recovery/email';
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** A request with busy state and the failure's text. */
function useRequest() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(task: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    try {
      await task();
      return true;
    } catch (failure) {
      const { title, details } = describeFailure(failure, i18n);
      setError(details ? `${title}: ${details}` : title);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

export function RecoveryEmailPage() {
  const router = useRouter();
  const request = useRequest();
  return (
    <PublicPage>
      <RecoveryEmail
        busy={request.busy}
        error={request.error}
        loginHref="/login"
        onSubmit={async (email) => {
          if (await request.run(() => requestPasswordChange(api, email))) {
            void router.navigate({ href: withQuery('/account-recovery/status', { email }) });
          }
        }}
      />
    </PublicPage>
  );
}

export function RecoveryStatusPage({ search }: { search: RecoverySearch }) {
  const router = useRouter();
  const request = useRequest();
  const [sent, setSent] = useState<'link' | 'activation'>();
  const email = search.email;
  useOnce(() => {
    if (!email) void router.navigate({ href: start, replace: true });
  });
  if (!email) return null;
  const resend = async (kind: 'link' | 'activation') => {
    setSent(undefined);
    const ok = await request.run(() =>
      kind === 'link' ? requestPasswordChange(api, email) : resendActivation(api, email),
    );
    if (ok) setSent(kind);
  };
  return (
    <PublicPage>
      <RecoveryStatus
        email={email}
        busy={request.busy}
        error={request.error}
        sent={sent}
        loginHref="/login"
        onResend={() => void resend('link')}
        onResendActivation={() => void resend('activation')}
      />
    </PublicPage>
  );
}

/** The link from the e-mail: /account-recovery/reset?email=…&code=… is checked, then the new password is asked. */
export function RecoveryResetPage({ search }: { search: RecoverySearch }) {
  const router = useRouter();
  const request = useRequest();
  const [invalid, setInvalid] = useState(false);
  useOnce(() => {
    const { email, code } = search;
    if (!email || !code) {
      setInvalid(true);
      return;
    }
    void request
      .run(() => checkRecoveryCode(api, { email, code }))
      .then((ok) => {
        if (ok) void router.navigate({ href: withQuery('/account-recovery/password', { email, code }), replace: true });
        else setInvalid(true);
      });
  });
  return (
    <PublicPage>
      <RecoveryReset state={invalid ? 'invalid' : 'checking'} error={request.error} restartHref={start} />
    </PublicPage>
  );
}

export function RecoveryPasswordPage({ search }: { search: RecoverySearch }) {
  const router = useRouter();
  const request = useRequest();
  const { email, code } = search;
  useOnce(() => {
    if (!email || !code) void router.navigate({ href: start, replace: true });
  });
  if (!email || !code) return null;
  return (
    <PublicPage>
      <RecoveryPassword
        email={email}
        busy={request.busy}
        error={request.error}
        onSubmit={async (password) => {
          if (await request.run(() => changePasswordWithCode(api, { email, code, password }))) {
            void router.navigate({ href: '/account-recovery/success', replace: true });
          }
        }}
      />
    </PublicPage>
  );
}

export function RecoverySuccessPage() {
  return (
    <PublicPage>
      <RecoverySuccess loginHref="/login" />
    </PublicPage>
  );
}
