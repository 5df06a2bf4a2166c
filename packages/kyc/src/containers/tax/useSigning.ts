import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { toast } from '@paydeck/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { uploadWForm } from '../../api/tax';
import type { WForm } from '../../model/tax-classification';
import { signPageUrl } from '../../model/tax-signing';
import type { SigningReturn } from './search';

/**
 * The W-form's e-signature: `start` prepares the form from the saved answers (wFormUpload) and leaves for the
 * signing page it names, which sends the person back to `returnPath` with `event=signed|cancelled`. Back here,
 * the outcome is said once and taken out of the address.
 */
export function useSigning({
  returnPath,
  outcome,
  authSecret,
}: {
  /** This page's path (with the representative's authSecret query). */
  returnPath: string;
  /** What the signing page sent back (the route's search), if anything. */
  outcome: SigningReturn;
  authSecret?: string | undefined;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const said = useRef(false);
  useEffect(() => {
    if (!outcome.event || said.current) return;
    said.current = true;
    if (outcome.event === 'signed') toast.show({ level: 'success', title: t`Thank you: the form is signed.` });
    else toast.show({ level: 'info', title: t`The signing was cancelled: the form is not signed.` });
    void navigate({ href: returnPath, replace: true });
  }, [outcome.event, returnPath, navigate, t]);
  return useCallback(
    async (form: WForm) => {
      const { signData } = await uploadWForm(api, { formType: form, returnUrl: returnPath }, authSecret);
      const page = signData.signUrls.map((link) => signPageUrl(link, window.location.origin)).find(Boolean);
      if (!page) throw new Error(t`The signing page cannot be opened. Please contact us.`);
      window.location.assign(page);
      // the page is leaving: stay pending until it has
      await new Promise(() => undefined);
    },
    [returnPath, authSecret, t],
  );
}
