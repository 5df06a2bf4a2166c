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

export interface OnlineIdentificationActions {
  /** Starts the provider's workflow; the page opens its landing. */
  startVerification: (provider: IdentityProvider, method: VerificationMethod) => Promise<unknown>;
  startVideo: () => Promise<unknown>;
}

const providerName: Record<IdentityProvider, string> = { jmo: 'JMO', nfd: 'NFD' };

/** Online identification: the provider's workflow (by e-mail, SMS or camera) or a video call. */
export function OnlineIdentification({ actions }: { actions: OnlineIdentificationActions }) {
  const { t } = useLingui();
  const [provider, setProvider] = useState<IdentityProvider>('jmo');
  const [method, setMethod] = useState<VerificationMethod>('camera');
  const start = useAction(() => actions.startVerification(provider, method));
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
      <span className={styles.steps}>
        <Button variant="secondary" isLoading={start.pending} onPress={() => void start.start()}>
          <Trans>Start the identification</Trans>
        </Button>
        <Button variant="secondary" isLoading={video.pending} onPress={() => void video.start()}>
          <Trans>Book a video call</Trans>
        </Button>
      </span>
    </>
  );
}
