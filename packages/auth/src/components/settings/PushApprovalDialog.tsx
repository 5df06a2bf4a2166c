import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';

export interface PushApprovalDialogProps {
  isOpen: boolean;
  /** The person stops waiting ("Confirmation canceled"). */
  onCancel: () => void;
}

/**
 * The change-password approval popup of the push mode (identity spec 2.5): approve on the phone; the
 * page closes it when the device answers (the realtime passwordChange event). Only Cancel closes it.
 */
export function PushApprovalDialog({ isOpen, onCancel }: PushApprovalDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Approve the password change`}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => !open && onCancel()}
      actions={
        <Button variant="secondary" onPress={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      <p role="status">
        <Trans>We sent an approval request to your mobile app. Approve it there; this window closes by itself.</Trans>
      </p>
    </Dialog>
  );
}
