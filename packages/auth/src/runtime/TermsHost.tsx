import { useLingui } from '@lingui/react/macro';
import { errorPopupContent } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { acceptTerms } from '../api/terms';
import { TermsDialog } from '../components/terms/TermsDialog';
import { api, logout } from '../session/clients';
import { closeTerms, useTermsStore } from '../session/terms';

/** Shows the terms of a TE answer met while signed in; accepting reloads what failed. */
export function TermsHost() {
  const terms = useTermsStore((state) => state.pending);
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function accept() {
    if (!terms) return;
    setBusy(true);
    setError(undefined);
    try {
      await acceptTerms(api, terms);
      closeTerms();
      await queryClient.invalidateQueries();
    } catch (failure) {
      const { title } = errorPopupContent(failure);
      setError(typeof title === 'string' ? title : i18n._(title));
    } finally {
      setBusy(false);
    }
  }

  return (
    <TermsDialog
      terms={terms}
      busy={busy}
      error={error}
      onAccept={() => void accept()}
      onDecline={() => {
        closeTerms();
        logout('user');
      }}
    />
  );
}
