import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { useRef, useState } from 'react';
import { createPersonalAccount, type PersonalRegistration, resendActivation } from '../api/accounts';
import { tellHostRegistered } from '../common/host-events';
import { useEmailExistence } from '../common/useEmailExistence';
import { personalPayload, type PersonalValues } from '../model/personal';
import type { ResendState } from './CheckEmail';
import { PersonalRegistrationScreen } from './PersonalRegistrationScreen';

/**
 * /register/personal: sends `personalAccountCreate` once per intent (an Idempotency-Key: a double press or a retry
 * opens one account), then shows where the activation link went. The password lives only in the form.
 */
export function PersonalRegistrationPage() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const emailStatus = useEmailExistence(email);
  const submission = useRef(createSubmission()).current;
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');

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

  if (sentTo !== null) {
    return (
      <PersonalRegistrationScreen
        state="sent"
        sent={{ email: sentTo, resend, onResend: () => void sendAgain(sentTo) }}
      />
    );
  }
  return (
    <PersonalRegistrationScreen
      state="form"
      form={{
        types: activeBrand.registrationTypes.personal,
        emailStatus,
        onEmailChange: setEmail,
        termsHref: activeBrand.links.terms,
        privacyHref: activeBrand.links.privacy,
        onSubmit: register,
        error,
      }}
    />
  );
}
