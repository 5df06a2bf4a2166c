import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { PinReveal } from '../pin/PinReveal';
import * as styles from './actions.css';

export interface ShowPinDialogProps {
  isOpen: boolean;
  onClose: () => void;
  cardName: string;
  /** Asks the server for the PIN (each time: it is never kept). */
  loadPin: () => Promise<string>;
}

/** The card's PIN, on demand, for 10 seconds. */
export function ShowPinDialog({ isOpen, onClose, cardName, loadPin }: ShowPinDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t`PIN of ${cardName}`}
      actions={
        <Button variant="secondary" onPress={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <p className={styles.text}>
        <Trans>Make sure nobody can see your screen.</Trans>
      </p>
      <PinReveal loadPin={loadPin} />
    </Dialog>
  );
}
