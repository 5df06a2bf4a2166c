import { Plural, useLingui } from '@lingui/react/macro';
import { Failure, failureText } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import * as styles from './common.css';
import { useReveal } from './useReveal';

export interface SecretRevealProps<T> {
  /** How long the secret stays on screen. */
  seconds: number;
  /** Asks the server for the secret (each reveal asks again: nothing is kept). */
  load: () => Promise<T>;
  showLabel: string;
  hideLabel: string;
  children: (secret: T) => ReactNode;
}

/**
 * A secret (PIN, card number) behind a button: shown on demand with a visible countdown, hidden again when
 * the time is up, when the person hides it, leaves, or the page goes to the background. One button toggles,
 * so keyboard focus stays on it.
 */
export function SecretReveal<T>({ seconds, load, showLabel, hideLabel, children }: SecretRevealProps<T>) {
  const { i18n } = useLingui();
  const reveal = useReveal<T>(seconds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = reveal.value !== null;

  async function show() {
    setBusy(true);
    setError(null);
    try {
      reveal.show(await load());
    } catch (failure) {
      setError(failureText(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      {/* Always present, so a screen reader announces the secret when it appears. */}
      <div role="status" className={shown ? styles.secret : undefined}>
        {reveal.value !== null && children(reveal.value)}
      </div>
      {shown && (
        <p className={styles.muted}>
          <Plural value={reveal.secondsLeft} one="Hidden again in # second" other="Hidden again in # seconds" />
        </p>
      )}
      {error && <Failure message={error} />}
      <div className={styles.row}>
        <Button
          variant={shown ? 'secondary' : 'primary'}
          isLoading={busy}
          onPress={() => (shown ? reveal.hide() : void show())}
        >
          {shown ? hideLabel : showLabel}
        </Button>
      </div>
    </div>
  );
}
