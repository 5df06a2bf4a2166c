// What the KYC tests share: files of every kind (by their first bytes), a multipart upload exactly as
// the browser's api client sends it (a `data` part and file parts), the inbox, the reviewer, and the
// KYC inputs of a person.
import type { Called, TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';

const bytes = (head: number[], size: number): Uint8Array => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

export const files = {
  jpeg: (size = 2048) => new File([bytes([0xff, 0xd8, 0xff, 0xe0], size)], 'front.jpg', { type: 'image/jpeg' }),
  png: (size = 2048) =>
    new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)], 'back.png', { type: 'image/png' }),
  pdf: (size = 2048) =>
    new File([bytes([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], size)], 'bill.pdf', { type: 'application/pdf' }),
  /** A Windows executable renamed to look like a photo. */
  renamedExe: () => new File([bytes([0x4d, 0x5a, 0x90, 0x00], 4096)], 'passport.jpg', { type: 'image/jpeg' }),
  /** A JPEG one byte over the 10,000,000-byte limit. */
  oversized: () => new File([bytes([0xff, 0xd8, 0xff, 0xe0], 10_000_001)], 'huge.jpg', { type: 'image/jpeg' }),
};

export function uploadForm(data: Record<string, unknown>, parts: Record<string, File>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [name, file] of Object.entries(parts)) form.append(name, file);
  return form;
}

export async function upload(
  t: TestSandbox,
  method: string,
  token: string,
  data: Record<string, unknown>,
  parts: Record<string, File>,
): Promise<Called> {
  const response = await t.request(`/api?method=${method}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm(data, parts),
  });
  return { status: response.status, body: (await response.json()) as Called['body'], headers: response.headers };
}

export async function lastCode(t: TestSandbox, to: string, kind: 'sms' | 'email'): Promise<string> {
  const answer = (await (await t.request(`/__sandbox/messages?to=${encodeURIComponent(to)}`)).json()) as {
    messages: { kind: string; code: string | null }[];
  };
  const code = answer.messages.find((message) => message.kind === kind)?.code;
  if (!code) throw new Error(`no ${kind} code to ${to}`);
  return code;
}

export async function review(
  t: TestSandbox,
  id: number,
  action: 'confirm' | 'reject' | 'fail' | 'expire',
  rejectReason?: string,
): Promise<Called> {
  const response = await t.request(`/__sandbox/kyc/documents/${id}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, rejectReason }),
  });
  return { status: response.status, body: (await response.json()) as Called['body'], headers: response.headers };
}

export async function awaiting(t: TestSandbox, name: string): Promise<{ id: number; documentTypeId: number }[]> {
  const answer = await t.request(`/__sandbox/kyc/documents?login=${encodeURIComponent(loginOf(name))}`);
  return ((await answer.json()) as { documents: { id: number; documentTypeId: number }[] }).documents;
}

/** The notifications published to a customer while the test listens. */
export function listen(t: TestSandbox, customerId: number): { type: string; status: string; body: string }[] {
  const heard: { type: string; status: string; body: string }[] = [];
  t.sandbox.hub.add(
    customerId,
    {
      send: (frame) => {
        const event = JSON.parse(frame).event;
        if (event.notification) heard.push(event.notification);
      },
      close: () => {},
    },
    `listener-${customerId}-${Math.random()}`,
  );
  return heard;
}

export const isoDaysAgo = (t: TestSandbox, days: number) =>
  new Date(t.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);
