import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/Button';
import * as styles from './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** The body; a function gets `close` for its own buttons. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons under the body (a function gets `close`). */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave out inside a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** "alertdialog" for errors and confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside closes it (Escape always does, and so does the close button). */
  isDismissable?: boolean;
}

/**
 * A modal dialog: a title, a close button, the page behind it inert, focus kept inside and given
 * back to where it was when it closes.
 */
export function Dialog({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  role = 'dialog',
  isDismissable = true,
}: DialogProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={t`Close`}
                  onPress={close}
                  className={styles.closeButton}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {actions && (
                <div className={styles.actions}>{typeof actions === 'function' ? actions(close) : actions}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
