// A listener on a customer's realtime channel for tests: a connection whose session speaks `lang`, keeping the
// notifications it hears (with the event's code) without opening a socket.
import type { Lang } from '../lang.ts';
import type { TestSandbox } from './harness.ts';

export interface HeardNotification {
  code?: string;
  type: string;
  status: string;
  title: string;
  body: string;
}

let listeners = 0;

export function hearNotifications(t: TestSandbox, customerId: number, lang?: Lang): HeardNotification[] {
  listeners += 1;
  const sessionId = `test-listener-${listeners}`;
  if (lang) t.sandbox.languages.remember({ sessionId, userId: 0 }, lang);
  const heard: HeardNotification[] = [];
  t.sandbox.hub.add(
    customerId,
    {
      send(frame) {
        const { event } = JSON.parse(frame);
        if (event.notification)
          heard.push({ ...(event.code === undefined ? {} : { code: event.code }), ...event.notification });
      },
      close() {},
    },
    sessionId,
  );
  return heard;
}
