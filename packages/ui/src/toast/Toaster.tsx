import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Button } from '../button/Button';
import { cx } from '../cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import * as styles from './toast.css';
import { type ToastLevel, type ToastMessage, toastQueue } from './toastQueue';

const levelNames: Record<ToastLevel, MessageDescriptor> = {
  error: msg`Error`,
  warning: msg`Warning`,
  success: msg`Success`,
  info: msg`Information`,
};
const levelIcons: Record<ToastLevel, string> = { error: '⨯', warning: '!', success: '✓', info: 'i' };

function ToastText({ message }: { message: ToastMessage }) {
  const { i18n } = useLingui();
  return (
    <>
      <Text slot="title" className={styles.title}>
        <VisuallyHidden>{i18n._(levelNames[message.level])}: </VisuallyHidden>
        {message.title}
      </Text>
      {message.body && (
        <Text slot="description" className={styles.body}>
          {message.body}
        </Text>
      )}
    </>
  );
}

/**
 * Shows the toasts of `toast.show(...)`: a landmark region (F6 reaches it), each toast announced,
 * its timer paused while hovered or focused. Mount once near the root of the app.
 */
export function Toaster() {
  const { t } = useLingui();
  return (
    <ToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <Toast toast={toast} className={cx(styles.toast, styles.level[toast.content.level])}>
          <span aria-hidden="true" className={styles.icon[toast.content.level]}>
            {levelIcons[toast.content.level]}
          </span>
          <ToastContent className={styles.content}>
            {toast.content.onClick ? (
              <AriaButton
                className={styles.action}
                onPress={() => {
                  toastQueue.close(toast.key);
                  toast.content.onClick?.();
                }}
              >
                <ToastText message={toast.content} />
              </AriaButton>
            ) : (
              <ToastText message={toast.content} />
            )}
          </ToastContent>
          <Button slot="close" variant="quiet" size="small" aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
