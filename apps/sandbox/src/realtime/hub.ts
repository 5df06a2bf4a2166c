// Live WebSocket connections per customer (each tied to its session), the sockets that wait for one
// pending sign-in's approval (opened with the push answer's key), and publishing events to them.

export interface RealtimeEvent {
  type: string;
  code?: string;
  device?: Record<string, unknown>;
  notification?: { type: string; status: string; title: string; body: string };
  /** A `transaction` event's operation (packages/transfers/WIRE.md "Realtime events"). */
  transaction?: Record<string, unknown>;
}

/** The part of a WebSocket the hub needs (hono's WSContext satisfies it). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Closes a socket whose session ended (the same code as a refused token). */
export const SESSION_ENDED_CLOSE = 4401;

class SocketSets<K> {
  readonly #sets = new Map<K, Set<RealtimeSocket>>();
  add(key: K, socket: RealtimeSocket) {
    const sockets = this.#sets.get(key) ?? new Set<RealtimeSocket>();
    sockets.add(socket);
    this.#sets.set(key, sockets);
  }
  remove(key: K, socket: RealtimeSocket) {
    const sockets = this.#sets.get(key);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.#sets.delete(key);
  }
  take(key: K): Set<RealtimeSocket> {
    const sockets = this.#sets.get(key) ?? new Set<RealtimeSocket>();
    this.#sets.delete(key);
    return sockets;
  }
  get(key: K): ReadonlySet<RealtimeSocket> {
    return this.#sets.get(key) ?? new Set();
  }
}

export class RealtimeHub {
  readonly #byCustomer = new SocketSets<number>();
  readonly #bySession = new SocketSets<string>();
  readonly #byLogin = new SocketSets<string>();

  add(customerId: number, socket: RealtimeSocket, sessionId: string): void {
    this.#byCustomer.add(customerId, socket);
    this.#bySession.add(sessionId, socket);
  }

  remove(customerId: number, socket: RealtimeSocket, sessionId: string): void {
    this.#byCustomer.remove(customerId, socket);
    this.#bySession.remove(sessionId, socket);
  }

  /** A socket that waits for one sign-in's answer: it hears `loginApproval` of that sign-in only. */
  addLoginWaiter(loginKey: string, socket: RealtimeSocket): void {
    this.#byLogin.add(loginKey, socket);
  }

  removeLoginWaiter(loginKey: string, socket: RealtimeSocket): void {
    this.#byLogin.remove(loginKey, socket);
  }

  /** Sends `{ type: "publish", event }` to every connection of the customer; returns how many got it. */
  publish(customerId: number, event: RealtimeEvent): number {
    return send(this.#byCustomer.get(customerId), event);
  }

  /**
   * Tells the sockets waiting on a sign-in its answer; they are closed a few seconds later (nothing more
   * comes on them, and the browser has its tokens by then).
   */
  publishToLogin(loginKey: string, event: RealtimeEvent): number {
    const sockets = this.#byLogin.take(loginKey);
    const delivered = send(sockets, event);
    if (sockets.size > 0)
      setTimeout(() => {
        for (const socket of sockets) socket.close(1000, 'Answered');
      }, 5000).unref();
    return delivered;
  }

  /** The session ended (logout, expiry, revocation): its sockets are closed. */
  closeSession(sessionId: string): void {
    for (const socket of this.#bySession.take(sessionId)) socket.close(SESSION_ENDED_CLOSE, 'Session ended');
  }

  connections(customerId: number): number {
    return this.#byCustomer.get(customerId).size;
  }
}

function send(sockets: ReadonlySet<RealtimeSocket>, event: RealtimeEvent): number {
  const frame = JSON.stringify({ type: 'publish', event });
  for (const socket of sockets) socket.send(frame);
  return sockets.size;
}
