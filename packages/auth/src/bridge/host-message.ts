// The host's messages, parsed by valibot. Loaded with the first trusted message (bridge.ts), so pages outside
// the mobile-app wrapper, the login page's first paint among them, never download the schema.
import * as v from 'valibot';

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
