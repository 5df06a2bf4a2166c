import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@paydeck/ui';
import * as styles from './common.css';

/**
 * A PIN set apart in large digits; read out digit by digit ("4 8 2 1", not "four thousand…"). `boxed`
 * frames it where nothing else does (SecretReveal frames its own).
 */
export function PinDigits({ pin, boxed = false }: { pin: string; boxed?: boolean }) {
  const spoken = pin.split('').join(' ');
  const digits = (
    // A div, not a p: the spoken form is react-aria's VisuallyHidden, itself a div.
    <div className={styles.secretValue}>
      <span aria-hidden="true" data-testid="pin-digits">
        {pin}
      </span>
      <VisuallyHidden>
        <Trans>PIN: {spoken}</Trans>
      </VisuallyHidden>
    </div>
  );
  return boxed ? <div className={styles.secret}>{digits}</div> : digits;
}
