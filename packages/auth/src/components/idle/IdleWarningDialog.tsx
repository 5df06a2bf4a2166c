import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';

export interface IdleWarningDialogProps {
  isOpen: boolean;
  /** Whole seconds until the automatic sign-out. */
  secondsLeft: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The warning before the idle sign-out (WCAG 2.2.1 Timing adjustable): an alert dialog that takes
 * focus; its first button keeps the session. Closing it (Escape) also keeps it: the person is there.
 */
export function IdleWarningDialog({ isOpen, secondsLeft, onStay, onSignOut }: IdleWarningDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Are you still there?`}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      actions={
        <>
          <Button variant="secondary" onPress={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
          <Button onPress={onStay} autoFocus>
            <Trans>Stay signed in</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>For your security we sign you out after a while without activity.</Trans>
      </p>
      <p>
        <Plural
          value={secondsLeft}
          one="You will be signed out in # second."
          other="You will be signed out in # seconds."
        />
      </p>
    </Dialog>
  );
}
