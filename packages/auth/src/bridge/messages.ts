/** What the web app tells the mobile-app host (identity spec 1: host events). */
export const hostEvents = [
  'loginSuccess',
  'loginFail',
  'sessionExpired',
  'logout',
  'registrationSuccess',
  'registrationCancel',
  'tokenUpdated',
  'download',
  'identityCheckStart',
] as const;
export type HostEvent = (typeof hostEvents)[number];

export interface OutgoingMessage {
  source: 'paydeck-web';
  type: HostEvent;
  payload?: Record<string, unknown>;
}

export type { IncomingMessage } from './host-message';

/** A message event as far as the origin check needs it. */
export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Only the expected host is listened to: the exact origin (never "*" or the opaque "null" origin of
 * sandboxed frames and files), and a sender that is this window (a native wrapper injecting into the
 * page) or its parent frame (a host page) — not a popup or another frame of the same origin.
 */
export function isTrustedHostMessage(
  event: MessageEventLike,
  expectedOrigin: string,
  self: unknown,
  parent: unknown,
): boolean {
  if (!expectedOrigin || expectedOrigin === '*' || expectedOrigin === 'null') return false;
  if (event.origin !== expectedOrigin) return false;
  return event.source === self || event.source === parent;
}
