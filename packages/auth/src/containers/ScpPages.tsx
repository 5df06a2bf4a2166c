import { activeBrand } from '@paydeck/brand-config/active';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { browserChoice } from '../bridge/mobile-app';
import { PublicPage, SessionPage } from '../components/layout/PublicPage';
import { ScpHandoff } from '../components/scp/ScpHandoff';
import { ScpMobile } from '../components/scp/ScpMobile';
import { tokens } from '../session/clients';
import { storeLinks } from './brand';
import { useFailureText } from './errors';
import { useOnce } from './use-once';

/** /scp-mobile: phones and tablets outside the app. */
export function ScpMobilePage() {
  const router = useRouter();
  const [sendState, setSendState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  return (
    <PublicPage>
      <ScpMobile
        brandName={activeBrand.name}
        appLink={`${activeBrand.mobileApp.deepLinkScheme}login`}
        stores={storeLinks}
        sendState={sendState}
        onSendLinks={(phoneNumber) => {
          setSendState('sending');
          tokens.sendStoresUrls(phoneNumber).then(
            () => setSendState('sent'),
            () => setSendState('failed'),
          );
        }}
        onContinueInBrowser={() => {
          browserChoice.set();
          void router.navigate({ href: '/login' });
        }}
      />
    </PublicPage>
  );
}

/** /scp: continue a session started here in the mobile app (needs a finished sign-in). */
export function ScpPage() {
  const { t } = useLingui();
  const failureText = useFailureText();
  const request = useMutation({ mutationFn: () => tokens.requestScp() });
  useOnce(() => request.mutate());
  const state = request.isSuccess
    ? ({ kind: 'ready', deeplink: request.data.deeplink } as const)
    : request.isError
      ? ({ kind: 'failed', message: failureText(request.error) } as const)
      : ({ kind: 'loading' } as const);
  return (
    <SessionPage title={t`Mobile app`}>
      <ScpHandoff state={state} />
    </SessionPage>
  );
}
