import type { PopupText, ServerAnswer } from './messages';
import { ErrorPopup } from './ErrorPopup';
import { closeAllPopups, closePopup, openPopup } from './popupStack';
import { ResponsePopup } from './ResponsePopup';

export interface ShowResponseOptions {
  title?: PopupText;
  /** Adds a "Go to home" button; called after the popup closes. */
  goHome?: () => void;
  onClose?: () => void;
}

/** Opens the popups of spec section 8 through the popup stack (render `<PopupHost />` once). */
export const popups = {
  /** The response popup for a server answer; returns the popup id. */
  showResponse(answer: ServerAnswer | null | undefined, options: ShowResponseOptions = {}): string {
    return openPopup(
      (close) => (
        <ResponsePopup
          answer={answer}
          title={options.title}
          onGoHome={options.goHome}
          isOpen
          onOpenChange={(open) => !open && close()}
        />
      ),
      { onClose: options.onClose },
    );
  },
  /** The generic error popup for anything thrown or answered; returns the popup id. */
  showError(error: unknown, options: { onClose?: () => void } = {}): string {
    return openPopup((close) => <ErrorPopup error={error} isOpen onOpenChange={(open) => !open && close()} />, {
      onClose: options.onClose,
    });
  },
  open: openPopup,
  close: closePopup,
  closeAll: closeAllPopups,
};
