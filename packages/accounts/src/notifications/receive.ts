// What happens when a publish event with a notification arrives: it is kept for the header's list,
// shown as a toast (10000 ms), and a click on it leads, after 1000 ms, to the place it is about.
import type { I18n } from '@lingui/core';
import type { RealtimeEvent } from '@paydeck/api-client';
import { toast } from '@paydeck/ui';
import {
  NOTIFICATION_NAVIGATION_DELAY_MS,
  NOTIFICATION_TOAST_MS,
  notificationLevel,
  notificationTarget,
} from '../model/notifications';
import { type ReceivedNotification, useNotificationsStore } from './store';
import { defaultNotificationTitle } from './titles';

export interface NotificationContext {
  i18n: I18n;
  navigate: (href: string) => void;
  /** Data the notification makes stale (news, accounts, history) is refetched. */
  refresh: (type: string) => void;
  schedule?: (callback: () => void, ms: number) => void;
}

/** Marks it read and goes to its place after the spec's delay. */
export function openNotification(
  item: ReceivedNotification,
  context: Pick<NotificationContext, 'navigate' | 'schedule'>,
): void {
  useNotificationsStore.getState().markRead(item.id);
  const target = item.target;
  if (!target) return;
  const schedule = context.schedule ?? ((callback, ms) => void setTimeout(callback, ms));
  schedule(() => context.navigate(target), NOTIFICATION_NAVIGATION_DELAY_MS);
}

export function receiveNotification(
  event: RealtimeEvent,
  context: NotificationContext,
): ReceivedNotification | undefined {
  const notification = event.notification;
  if (!notification) return undefined;
  // A count (status 'count': the company's requests waiting, its title the number) updates a counter the
  // package that owns it shows (transfers' header badge); it is not a message to keep or to toast.
  if (notification.status === 'count') {
    context.refresh(notification.type);
    return undefined;
  }
  const item = useNotificationsStore.getState().add({
    type: notification.type,
    level: notificationLevel(notification),
    title: notification.title?.trim() || null,
    body: notification.body?.trim() || null,
    target: notificationTarget(notification, event.code) ?? null,
  });
  context.refresh(notification.type);
  toast.show({
    level: item.level,
    title: item.title ?? context.i18n._(defaultNotificationTitle(item.type)),
    body: item.body ?? undefined,
    duration: NOTIFICATION_TOAST_MS,
    onClick: item.target ? () => openNotification(item, context) : undefined,
  });
  return item;
}
