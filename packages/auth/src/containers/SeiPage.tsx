import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { authKeys } from '../api/keys';
import { SessionPage } from '../components/layout/PublicPage';
import { SeiAuthorize, type SeiState } from '../components/sei/SeiAuthorize';
import { tokens } from '../session/clients';
import { useSessionStore } from '../session/store';
import { useFailureText } from './errors';
import { toLoadable } from './settings/loadable';

/** The server's redirect URI is followed only as a web address (never javascript:, data: or the like). */
export function isFollowableRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * auth/sei?authorizationId=…: names the partner that asks (GET /auth/sei/authorize/{id}); approving sends the
 * browser ONLY to the URI the server registered for that authorisation (its answer), never to one from the
 * address bar; an unknown, expired or spent one (404, on asking or approving) goes to the root.
 */
export function SeiPage({ authorizationId }: { authorizationId?: string | undefined }) {
  const { t } = useLingui();
  const router = useRouter();
  const failureText = useFailureText();
  const customer = useSessionStore((state) => state.customer);
  const [state, setState] = useState<SeiState>(authorizationId ? { kind: 'asking' } : { kind: 'invalid' });
  const accountName = customer ? (customer.businessName ?? `${customer.firstName} ${customer.lastName}`.trim()) : '';
  const asking = useQuery({
    queryKey: authKeys.seiAuthorization(authorizationId ?? ''),
    queryFn: ({ signal }) => tokens.seiAuthorization(authorizationId ?? '', signal),
    enabled: authorizationId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const notFound = asking.data?.type === 'notFound';
  useEffect(() => {
    if (notFound) void router.navigate({ href: '/', replace: true });
  }, [notFound, router]);
  const partner = toLoadable(asking, failureText, (outcome) =>
    outcome.type === 'found' ? outcome.authorization.partnerName : '',
  );

  async function approve() {
    if (!authorizationId) return;
    setState({ kind: 'approving' });
    try {
      const outcome = await tokens.seiAuthorize(authorizationId);
      if (outcome.type === 'notFound') {
        void router.navigate({ href: '/', replace: true });
        return;
      }
      if (!isFollowableRedirect(outcome.uri)) {
        setState({ kind: 'failed', message: t`The partner site gave an address we cannot open.` });
        return;
      }
      setState({ kind: 'redirecting' });
      window.location.assign(outcome.uri);
    } catch (error) {
      setState({ kind: 'failed', message: failureText(error) });
    }
  }

  return (
    <SessionPage title={t`Authorise a partner site`}>
      <SeiAuthorize
        state={state}
        accountName={accountName}
        partner={notFound ? { kind: 'loading' } : partner}
        onRetry={() => void asking.refetch()}
        onApprove={() => void approve()}
        onDecline={() => void router.navigate({ href: '/home', replace: true })}
      />
    </SessionPage>
  );
}
