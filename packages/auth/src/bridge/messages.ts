import * as v from 'valibot';

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

/**
 * What the host may tell the web app: its push token and device secret (sent with the sign-in, so a
 * linked device signs in by the device flow), and a request to end the session.
 */
export const IncomingMessageSchema = v.variant('type', [
  v.object({ type: v.literal('pushToken'), pushToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) }),
  v.object({ type: v.literal('deviceSecret'), secret: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) }),
  v.object({ type: v.literal('logout') }),
]);
export type IncomingMessage = v.InferOutput<typeof IncomingMessageSchema>;

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

/** The host's message parsed, or undefined (strings are JSON-decoded: native wrappers send text). */
export function readHostMessage(data: unknown): IncomingMessage | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const parsed = v.safeParse(IncomingMessageSchema, value);
  return parsed.success ? parsed.output : undefined;
}
