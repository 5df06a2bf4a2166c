import { useLingui } from '@lingui/react/macro';
import { failureText, ScreenLoading } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { createPersonalAccount, type PersonalRegistration, resendActivation } from '../api/accounts';
import { fetchPersonalAgreements } from '../api/agreements';
import { registrationKeys } from '../api/keys';
import { tellHostRegistered } from '../common/host-events';
import { useEmailExistence } from '../common/useEmailExistence';
import { personalPayload, type PersonalValues } from '../model/personal';
import type { ResendState } from './CheckEmail';
import type { PersonalRegistrationScreenProps } from './PersonalRegistrationScreen';

// The form (react-aria's date picker and country box, TanStack Form) arrives in its own chunk, asked for as soon as
// the route's code runs: the route stays light (tooling/budget) and the screen loads beside it.
const loadScreen = () =>
  import('./PersonalRegistrationScreen').then((module) => ({ default: module.PersonalRegistrationScreen }));
void loadScreen();
const PersonalRegistrationScreen = lazy(loadScreen);

/**
 * /register/personal: sends `personalAccountCreate` once per intent (an Idempotency-Key: a double press or a retry
 * opens one account), then shows where the activation link went. The password lives only in the form.
 */
export function PersonalRegistrationPage() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const emailStatus = useEmailExistence(email);
  const submission = useRef(createSubmission()).current;
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  const agreements = useQuery({
    queryKey: registrationKeys.dictionary(i18n.locale, 'personalAgreements'),
    queryFn: ({ signal }) => fetchPersonalAgreements(api, i18n.locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  async function register(values: PersonalValues) {
    setError(undefined);
    try {
      const registered = await submission.submit(personalPayload(values), (payload, key) =>
        createPersonalAccount(api, payload as PersonalRegistration, key),
      );
      setSentTo(registered);
      void tellHostRegistered('personal');
    } catch (failure) {
      setError(failureText(failure, i18n));
    }
  }

  async function sendAgain(to: string) {
    setResend('sending');
    try {
      await resendActivation(api, to);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  }

  const screen: PersonalRegistrationScreenProps =
    sentTo !== null
      ? { state: 'sent', sent: { email: sentTo, resend, onResend: () => void sendAgain(sentTo) } }
      : {
          state: 'form',
          form: {
            types: activeBrand.registrationTypes.personal,
            emailStatus,
            onEmailChange: setEmail,
            termsHref: activeBrand.links.terms,
            privacyHref: activeBrand.links.privacy,
            agreements: agreements.data?.map(({ id, name, link }) => ({ id, name, href: activeBrand.links[link] })),
            onSubmit: register,
            error,
          },
        };
  return (
    <Suspense fallback={<ScreenLoading label={t`Loading the registration form`} />}>
      <PersonalRegistrationScreen {...screen} />
    </Suspense>
  );
}
