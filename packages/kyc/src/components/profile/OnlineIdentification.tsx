import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import {
  type IdentityProvider,
  identityProviders,
  type VerificationMethod,
  verificationMethods,
} from '../../api/verification';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { CodeForm } from '../kyc/PhoneStep';

export interface OnlineIdentificationActions {
  /** Starts the provider's workflow (with the code when `sendCode` is given); the page opens its landing. */
  startVerification: (provider: IdentityProvider, method: VerificationMethod, code?: string) => Promise<unknown>;
  startVideo: () => Promise<unknown>;
  /**
   * Acting for another customer (a company's representative): a code to the person's contact comes first
   * (`verification/customer/{id}/verify`); answers where it went.
   */
  sendCode?: (() => Promise<string>) | undefined;
}

const providerName: Record<IdentityProvider, string> = { jmo: 'JMO', nfd: 'NFD' };

/** Online identification: the provider's workflow (by e-mail, SMS or camera) or a video call. */
export function OnlineIdentification({ actions }: { actions: OnlineIdentificationActions }) {
  const { t } = useLingui();
  const [provider, setProvider] = useState<IdentityProvider>('jmo');
  const [method, setMethod] = useState<VerificationMethod>('camera');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const start = useAction(async () => {
    if (actions.sendCode) setSentTo(await actions.sendCode());
    else await actions.startVerification(provider, method);
  });
  const video = useAction(actions.startVideo);
  const methodText: Record<VerificationMethod, string> = {
    email: t`By e-mail`,
    sms: t`By SMS`,
    camera: t`With this device's camera`,
  };
  return (
    <>
      <h3 className={styles.strong}>
        <Trans>Identify yourself online</Trans>
      </h3>
      <div className={styles.fields}>
        <Select label={t`Provider`} value={provider} onChange={(key) => setProvider(key as IdentityProvider)}>
          {identityProviders.map((id) => (
            <ListOption key={id} id={id}>
              {providerName[id]}
            </ListOption>
          ))}
        </Select>
        <Select label={t`How`} value={method} onChange={(key) => setMethod(key as VerificationMethod)}>
          {verificationMethods.map((id) => (
            <ListOption key={id} id={id}>
              {methodText[id]}
            </ListOption>
          ))}
        </Select>
      </div>
      {(start.error || video.error) && (
        <p role="alert" className={styles.reason}>
          {start.error ?? video.error}
        </p>
      )}
      {sentTo !== null && (
        <VerificationCodeForm
          sentTo={sentTo}
          onConfirm={(code) => actions.startVerification(provider, method, code)}
          onResend={() => start.start()}
        />
      )}
      <span className={styles.steps}>
        {sentTo === null && (
          <Button variant="secondary" isLoading={start.pending} onPress={() => void start.start()}>
            <Trans>Start the identification</Trans>
          </Button>
        )}
        <Button variant="secondary" isLoading={video.pending} onPress={() => void video.start()}>
          <Trans>Book a video call</Trans>
        </Button>
      </span>
    </>
  );
}

/** The 6-digit code sent to `sentTo` before a workflow starts for the customer acted for: kyc's code form. */
function VerificationCodeForm({
  sentTo,
  onConfirm,
  onResend,
}: {
  sentTo: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  return (
    <CodeForm
      masked={sentTo}
      onConfirm={onConfirm}
      onResend={onResend}
      words={{
        form: t`Confirm it is you`,
        intro: <Trans>We sent a 6-digit code to {sentTo}. Enter it to start the identification.</Trans>,
        field: t`Verification code`,
        confirm: <Trans>Confirm and start</Trans>,
      }}
    />
  );
}
