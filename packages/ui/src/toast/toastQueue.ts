import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastLevel = 'error' | 'info' | 'warning' | 'success';

/** The spec's notification toast duration (10000 ms). */
export const defaultToastDuration = 10_000;

export interface ToastMessage {
  level: ToastLevel;
  title: ReactNode;
  body?: ReactNode;
  /** Makes the toast's text a button (e.g. open the notification); the toast closes when pressed. */
  onClick?: () => void;
}

export interface ShowToast extends Omit<ToastMessage, 'level'> {
  level?: ToastLevel;
  /** Milliseconds before it closes by itself (paused while hovered or focused); null keeps it until closed. */
  duration?: number | null;
}

/** The app's one toast queue; `<Toaster />` shows it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

export const toast = {
  /** Shows a toast (level info, 10000 ms unless told) and returns its key. */
  show({ level = 'info', duration = defaultToastDuration, ...message }: ShowToast): string {
    return toastQueue.add({ level, ...message }, duration === null ? {} : { timeout: duration });
  },
  close(key: string): void {
    toastQueue.close(key);
  },
  clear(): void {
    toastQueue.clear();
  },
};
