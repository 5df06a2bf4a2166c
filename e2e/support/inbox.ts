import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The sandbox's controls (/__sandbox/*): the inbox that plays the person's phone and mailbox. The journeys
 * start their sandbox with this secret, and every control call carries it.
 */
export const sandboxControlSecret = process.env.SANDBOX_CONTROL_SECRET ?? 'journeys-control-secret';
export const sandboxControlHeaders = { 'x-sandbox-secret': sandboxControlSecret };

export interface InboxMessage {
  id: number;
  kind: 'sms' | 'otp' | 'email' | 'push';
  to: string;
  body: string;
  code: string | null;
  loginKey: string | null;
  link: string | null;
  status: string | null;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<InboxMessage[]> {
  const answer = await request.get(`/__sandbox/messages?to=${encodeURIComponent(to)}`, {
    headers: sandboxControlHeaders,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: InboxMessage[] }).messages;
}

/** The newest message id for a recipient now: later messages are the ones this test caused. */
export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  return Math.max(0, ...(await messagesTo(request, to)).map((message) => message.id));
}

/** Waits for a message of `kind` to `to` newer than `after` (the inbox, as a person would read it). */
export function nextMessage(
  request: APIRequestContext,
  to: string,
  kind: InboxMessage['kind'],
  after: number,
): Promise<InboxMessage> {
  return waitForMessage(request, to, (message) => message.kind === kind && message.id > after);
}

/** The approval message of one sign-in: the one carrying the login key this page's sign-in answered. */
export function approvalMessage(request: APIRequestContext, to: string, loginKey: string): Promise<InboxMessage> {
  return waitForMessage(request, to, (message) => message.loginKey === loginKey);
}

async function waitForMessage(request: APIRequestContext, to: string, match: (message: InboxMessage) => boolean) {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(request, to)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as InboxMessage;
}

/** A control call that changes the sandbox (publish an event, approve, fault), with the secret. */
export async function sandboxControl(request: APIRequestContext, path: string, data: object = {}) {
  const answer = await request.post(`/__sandbox/${path}`, { headers: sandboxControlHeaders, data });
  expect(answer.ok()).toBe(true);
  return answer;
}
