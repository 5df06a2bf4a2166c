import type { WebSocketLike } from '../realtime/realtime.ts';

/** A scripted WebSocket for tests: the test plays the server. */
export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }

  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: unknown[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | undefined;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }

  // the server side
  open() {
    this.onopen?.({});
  }
  frame(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  raw(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onerror?.({});
    this.onclose?.({ code });
  }
}
