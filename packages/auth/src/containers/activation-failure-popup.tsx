import { Trans } from '@lingui/react/macro';
import { Button, Dialog, popups } from '@paydeck/ui';

/**
 * The popup that tells why an activation failed. Its own chunk: the activation page shows the failure inline
 * at once, and only a failed activation pays for the dialog's code (react-aria's modal, focus scope).
 */
export function openActivationFailure(failure: { title: string; details?: string | undefined }): void {
  popups.open((close) => (
    <Dialog
      title={failure.title}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && close()}
      actions={
        <Button onPress={close}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      {failure.details && <p>{failure.details}</p>}
    </Dialog>
  ));
}
