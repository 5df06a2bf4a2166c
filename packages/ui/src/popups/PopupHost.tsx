import { Fragment, useEffect } from 'react';
import { closePopup, takeFocusBeforeStack, usePopupStack } from './popupStack';

/**
 * Shows the top of the popup stack. Mount once near the root of the app (inside the i18n provider).
 * When the last popup closes, focus goes back to where it was before the first one opened (each
 * popup's own focus scope cannot know it: popups under the top one are unmounted meanwhile).
 */
export function PopupHost() {
  const top = usePopupStack((state) => state.entries.at(-1));
  const isOpen = top !== undefined;
  useEffect(() => {
    if (isOpen) return;
    const element = takeFocusBeforeStack();
    if (element?.isConnected) element.focus();
  }, [isOpen]);
  if (!top) return null;
  // The key remounts the modal per popup, so each one gets its own focus scope.
  return <Fragment key={top.id}>{top.render(() => closePopup(top.id))}</Fragment>;
}
