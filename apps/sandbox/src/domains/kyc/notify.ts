// The identity area's notifications (spec 3: documentRejected, documentExpired, usernameChanged,
// customerUnlimited…): published on the customer's realtime channel, as every sandbox notification is
// (the browser keeps its list and picks the page a notification leads to from its type).
import type { Sandbox } from '../../sandbox.ts';

export interface KycNotification {
  type: string;
  status: 'error' | 'info' | 'warning' | 'success';
  title: string;
  body: string;
}

/** Answers how many live connections heard it (0 when the person has no page open). */
export const notify = (sandbox: Sandbox, customerId: number, notification: KycNotification): number =>
  sandbox.hub.publish(customerId, { type: 'notification', notification });
