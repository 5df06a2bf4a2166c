import { Trans, useLingui } from '@lingui/react/macro';
import { Failure, pageLayout } from '@paydeck/accounts';
import { Button, Dialog, TextField } from '@paydeck/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { checkNewPin, isPinAcceptable, PIN_LENGTH } from '../../model/pin';
import { ConfirmButtons } from '../actions/ActionDialog';
import type { ActionState } from '../common/action-state';
import * as styles from './pin.css';

export interface NewPin {
  pin: string;
  pinRepeat: string;
}

export interface ChangePinFormProps {
  state: ActionState<NewPin, unknown>;
  cardHref: string;
}

/** A new PIN typed twice (masked, digits keyboard), checked by the rules, confirmed, then sent. */
export function ChangePinForm({ state, cardHref }: ChangePinFormProps) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [pinRepeat, setPinRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problems = checkNewPin(pin, pinRepeat);
  const done = state.result !== undefined;
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The form and its dialog are gone: the outcome takes the focus, so it is read and found.
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div className={styles.form}>
        <p ref={doneRef} tabIndex={-1} className={pageLayout.successMessage}>
          <Trans>Your PIN is changed. Use the new PIN from now on.</Trans>
        </p>
        <p className={pageLayout.text}>
          <Link href={cardHref} className={pageLayout.buttonLink}>
            <Trans>Back to the card</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const length = PIN_LENGTH;
  const pinMessage =
    problems.pin === 'digits'
      ? t`Enter ${length} digits.`
      : problems.pin === 'easy'
        ? t`This PIN is too easy to guess. Avoid one digit four times and runs like 1234 or 9876.`
        : null;
  const repeatMessage = problems.pinRepeat === 'mismatch' ? t`The two PINs differ. Type the same PIN twice.` : null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isPinAcceptable(problems)) setConfirming(true);
      }}
    >
      <TextField
        label={t`New PIN`}
        description={t`${length} digits, not easy to guess: not one digit four times, not a run like 1234 or 9876.`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={pin}
        onChange={setPin}
        isRequired
        isInvalid={tried && problems.pin !== null}
        errorMessage={pinMessage}
        validationBehavior="aria"
      />
      <TextField
        label={t`New PIN again`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={pinRepeat}
        onChange={setPinRepeat}
        isRequired
        isInvalid={tried && problems.pinRepeat !== null}
        errorMessage={repeatMessage}
        validationBehavior="aria"
      />
      <div className={pageLayout.actions}>
        <Button type="submit">
          <Trans>Change the PIN</Trans>
        </Button>
      </div>
      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => !open && !state.busy && setConfirming(false)}
        title={t`Change the PIN?`}
        isDismissable={!state.busy}
        actions={
          <ConfirmButtons
            onCancel={() => setConfirming(false)}
            onConfirm={() => state.run({ pin, pinRepeat })}
            busy={state.busy}
            confirmLabel={t`Yes, change the PIN`}
          />
        }
      >
        <p className={pageLayout.text}>
          <Trans>The card's old PIN stops working. Use the new one from now on.</Trans>
        </p>
        {state.error && <Failure message={state.error} />}
      </Dialog>
    </form>
  );
}
