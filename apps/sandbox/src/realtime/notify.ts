// A notification (payments.md 4 "Notifications": type, status, title, body) published on a customer's realtime
// channel, its words written for each connection in that session's language (hub.ts). Each domain keeps its
// notifications' words in six languages and fills them in with the values of the moment.
import { type InLanguages, type Lang, written } from '../lang.ts';
import type { Sandbox } from '../sandbox.ts';
import type { RealtimeEvent } from './hub.ts';

export type NotificationStatus = 'error' | 'info' | 'warning' | 'success';

export interface NotificationWords {
  title: string;
  body: string;
}

export interface Notification {
  type: string;
  status: NotificationStatus;
  /** What it is about (a ticket number, a contract id, a batch id), for the place a click leads to. */
  code?: string | undefined;
  /** Its title and body templates in each language, and the values their `{name}` placeholders take. */
  words: InLanguages<NotificationWords>;
  values?: Readonly<Record<string, string>> | ((lang: Lang) => Readonly<Record<string, string>>);
}

/** The notification's event in a language. */
export function notificationEvent(notification: Notification, lang: Lang): RealtimeEvent {
  const { type, status, code, words, values } = notification;
  const filled = written(words, lang, typeof values === 'function' ? values(lang) : values);
  return {
    type: 'notification',
    ...(code === undefined ? {} : { code }),
    notification: { type, status, title: filled.title, body: filled.body },
  };
}

/** Tells every live connection of the customer; answers how many heard it (0 when no page is open). */
export function publishNotification(sandbox: Sandbox, customerId: number, notification: Notification): number {
  return sandbox.hub.publish(customerId, notificationEvent(notification, 'en'), (lang) =>
    notificationEvent(notification, lang),
  );
}
