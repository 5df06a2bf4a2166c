import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { useEffect } from 'react';
import { SUCCESS_POPUP_MS } from '../../model/settings-approval';

export interface SuccessPopupProps {
  title: string;
  message: string;
  onClose: () => void;
  /** Closes itself after this long (payments spec 9: 3000 ms); OK or Escape close it sooner. */
  closeAfterMs?: number;
}

/**
 * The success-approval popup of a confirmed settings change. It closes itself after 3000 ms; the
 * change also shows on the page (the "Current" badge), so nothing is lost to a person who reads slowly.
 */
export function SuccessPopup({ title, message, onClose, closeAfterMs = SUCCESS_POPUP_MS }: SuccessPopupProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [onClose, closeAfterMs]);
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <Button onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <p role="status">{message}</p>
    </Dialog>
  );
}
