// The identity area's notifications (spec 3: documentFailed, documentRejected, documentExpired, documentExpSoon,
// usernameChanged, customerLimited, customerUnlimited…): published on the customer's realtime channel, as every
// sandbox notification is, in each connection's language (notification-words.ts); the browser keeps its list and
// picks the page a notification leads to from its type.
import { type Notification, publishNotification } from '../../realtime/notify.ts';
import type { Sandbox } from '../../sandbox.ts';

export type KycNotification = Notification;

/** Answers how many live connections heard it (0 when the person has no page open). */
export const notify = (sandbox: Sandbox, customerId: number, notification: KycNotification): number =>
  publishNotification(sandbox, customerId, notification);
