import { useLingui } from '@lingui/react/macro';
import { PinDigits } from '../common/PinDigits';
import { SecretReveal } from '../common/SecretReveal';
import { PIN_REVEAL_SECONDS } from '../common/useReveal';

/** "Show the PIN": the PIN for 10 seconds, with a countdown, then hidden again. */
export function PinReveal({ loadPin }: { loadPin: () => Promise<string> }) {
  const { t } = useLingui();
  return (
    <SecretReveal seconds={PIN_REVEAL_SECONDS} load={loadPin} showLabel={t`Show the PIN`} hideLabel={t`Hide the PIN`}>
      {(pin) => <PinDigits pin={pin} />}
    </SecretReveal>
  );
}
