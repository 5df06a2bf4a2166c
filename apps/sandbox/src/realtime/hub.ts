// Live WebSocket connections per customer, and publishing events to them.

export interface RealtimeEvent {
  type: string;
  code?: string;
  device?: Record<string, unknown>;
  notification?: { type: string; status: string; title: string; body: string };
}

/** The part of a WebSocket the hub needs (hono's WSContext satisfies it). */
export interface RealtimeSocket {
  send(data: string): void;
}

export class RealtimeHub {
  readonly #byCustomer = new Map<number, Set<RealtimeSocket>>();

  add(customerId: number, socket: RealtimeSocket): void {
    const sockets = this.#byCustomer.get(customerId) ?? new Set<RealtimeSocket>();
    sockets.add(socket);
    this.#byCustomer.set(customerId, sockets);
  }

  remove(customerId: number, socket: RealtimeSocket): void {
    const sockets = this.#byCustomer.get(customerId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.#byCustomer.delete(customerId);
  }

  /** Sends `{ type: "publish", event }` to every connection of the customer; returns how many got it. */
  publish(customerId: number, event: RealtimeEvent): number {
    const sockets = this.#byCustomer.get(customerId);
    if (!sockets) return 0;
    const frame = JSON.stringify({ type: 'publish', event });
    for (const socket of sockets) socket.send(frame);
    return sockets.size;
  }

  connections(customerId: number): number {
    return this.#byCustomer.get(customerId)?.size ?? 0;
  }
}
