import { Trans } from '@lingui/react/macro';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { type PopupText, responsePopupContent, type ServerAnswer } from './messages';
import { PopupParagraphs, usePopupText } from './PopupBody';

export interface ResponsePopupProps {
  /** The server's answer; missing means no answer came (the default server error text). */
  answer: ServerAnswer | null | undefined;
  /** The popup title (default: the default popup title). */
  title?: PopupText;
  /** Shows a "Go to home" button that closes the popup and calls this. */
  onGoHome?: () => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** The response popup of spec section 8: the server's message with an OK button (and "Go to home"). */
export function ResponsePopup({ answer, title, onGoHome, isOpen, onOpenChange }: ResponsePopupProps) {
  const content = responsePopupContent(answer, title);
  const say = usePopupText();
  return (
    <Dialog
      title={say(content.title)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          {onGoHome && (
            <Button
              variant="secondary"
              onPress={() => {
                close();
                onGoHome();
              }}
            >
              <Trans>Go to home</Trans>
            </Button>
          )}
          <Button onPress={close}>
            <Trans>OK</Trans>
          </Button>
        </>
      )}
    >
      <PopupParagraphs paragraphs={content.paragraphs} />
    </Dialog>
  );
}
