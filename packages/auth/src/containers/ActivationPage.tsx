import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { activateAccount, activateBusiness } from '../api/public';
import { ActivationScreen, type ActivationState } from '../components/activate/ActivationScreen';
import { activationTexts } from '../components/activate/messages';
import type { Landing } from '../model/landing';
import { paths } from '../model/landing';
import { api } from '../session/clients';
import { completeSignIn } from '../session/sign-in';
import { describeFailure } from './error-text';
import { goTo } from './navigation';
import { useOnce } from './use-once';

import type { ActivationSearch } from './search';

/** /activate?action=…&username=…&activationCode=…: activates, then signs in (personal and employee) or sends to sign in (business). */
export function ActivationPage({ search }: { search: ActivationSearch }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActivationState>({ kind: 'activating' });
  const [landing, setLanding] = useState<Landing>({ kind: 'internal', path: paths.home });

  useOnce(() => {
    const { action, username, activationCode } = search;
    if (!action || !username || !activationCode) {
      setState({ kind: 'invalidLink' });
      return;
    }
    void (async () => {
      try {
        if (action === 'activationBusiness') {
          await activateBusiness(api, { email: username, activationCode });
          setState({ kind: 'success', business: true, signedIn: false });
          return;
        }
        const tokens = await activateAccount(api, { username, activationCode });
        const completion = await completeSignIn(queryClient, tokens, 'direct');
        if (completion.kind === 'landing') setLanding(completion.landing);
        setState({ kind: 'success', business: false, signedIn: true });
      } catch (error) {
        const failure = describeFailure(error, i18n, i18n._(activationTexts.failureTitle));
        setState({ kind: 'failed', ...failure });
        void import('./activation-failure-popup').then((popup) => popup.openActivationFailure(failure));
      }
    })();
  });

  return <ActivationScreen state={state} loginHref="/login" onContinue={() => goTo(router, landing)} />;
}
