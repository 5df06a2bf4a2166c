import { useLingui } from '@lingui/react/macro';
import { activeBrand } from '@paydeck/brand-config/active';
import { formatDate } from '@paydeck/i18n';
import { useQuery } from '@tanstack/react-query';
import { authKeys } from '../api/keys';
import { fetchLegalInfo } from '../api/security';
import { PublicPage } from '../components/layout/PublicPage';
import { LegalScreen } from '../components/legal/LegalScreen';
import { api } from '../session/clients';
import { useSessionStore } from '../session/store';
import { useFailureText } from './errors';

/** /legal, with or without a session (signed in, it adds the accepted agreements). */
export function LegalPage() {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  const isSignedIn = useSessionStore((state) => state.tokens !== null);
  const legal = useQuery({
    queryKey: authKeys.legalInfo(),
    queryFn: ({ signal }) => fetchLegalInfo(api, signal),
    enabled: isSignedIn,
  });
  const agreements = !isSignedIn
    ? undefined
    : legal.isSuccess
      ? ({ state: 'ready', items: legal.data.agreements } as const)
      : legal.isError
        ? ({ state: 'failed', message: failureText(legal.error) } as const)
        : ({ state: 'loading' } as const);
  return (
    <PublicPage wide>
      <LegalScreen
        details={activeBrand}
        agreements={agreements}
        formatDate={(iso) => formatDate(iso, i18n.locale, 'date')}
      />
    </PublicPage>
  );
}
