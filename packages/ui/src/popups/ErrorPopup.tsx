import { Trans } from '@lingui/react/macro';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { errorPopupContent } from './messages';
import { PopupParagraphs, usePopupText } from './PopupBody';

export interface ErrorPopupProps {
  /** Anything thrown or answered: api-client's ApiError, an Error, `{ description, errors }`… */
  error: unknown;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** The generic error popup of spec section 8, as an alert dialog. */
export function ErrorPopup({ error, isOpen, onOpenChange }: ErrorPopupProps) {
  const content = errorPopupContent(error);
  const say = usePopupText();
  return (
    <Dialog
      role="alertdialog"
      title={say(content.title)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <Button onPress={close}>
          <Trans>OK</Trans>
        </Button>
      )}
    >
      <PopupParagraphs paragraphs={content.paragraphs} />
    </Dialog>
  );
}
