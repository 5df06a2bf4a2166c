import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionState } from '../common/action-state';
import { ActionDialog, ConfirmButtons, Done } from './ActionDialog';
import * as styles from './actions.css';

export interface GetPinDialogProps {
  isOpen: boolean;
  onClose: () => void;
  cardName: string;
  /** Asks the server to send the PIN by SMS; its result is the masked phone number it went to. */
  state: ActionState<void, string>;
}

/** Get PIN: the PIN by SMS to the person's confirmed phone, for someone who would rather not show it on screen. */
export function GetPinDialog({ isOpen, onClose, cardName, state }: GetPinDialogProps) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Get the PIN of ${cardName} by SMS`}
      state={state}
      done={(sentTo) => (
        <Done>
          <Trans>
            The PIN is on its way to <span dir="ltr">{sentTo}</span>. Delete the message once you have noted it.
          </Trans>
        </Done>
      )}
      actions={
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={() => state.run()}
          busy={state.busy}
          confirmLabel={t`Send the PIN`}
        />
      }
    >
      <p className={styles.text}>
        <Trans>
          We send the card's PIN by SMS to your confirmed phone number. The PIN never appears on this screen.
        </Trans>
      </p>
    </ActionDialog>
  );
}
