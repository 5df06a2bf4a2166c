// Live WebSocket connections per customer (each tied to its session), the sockets that wait for one
// pending sign-in's approval (opened with the push answer's key), and publishing events to them: an event that
// has words (a notification) is written for each connection in its session's language.
import { heldUntilCommit } from '../db/after-commit.ts';
import type { Lang } from '../lang.ts';

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

/** An event written in a language (a notification's title and body). */
export type EventInLanguage = (lang: Lang) => RealtimeEvent;

export class RealtimeHub {
  readonly #byCustomer = new SocketSets<number>();
  readonly #bySession = new SocketSets<string>();
  readonly #byLogin = new SocketSets<string>();
  readonly #sessionOf = new Map<RealtimeSocket, string>();
  readonly #languageOf: (sessionId: string) => Lang | undefined;

  /** `languageOf`: a session's language (remembered-languages.ts); English when it has none. */
  constructor(languageOf: (sessionId: string) => Lang | undefined = () => undefined) {
    this.#languageOf = languageOf;
  }

  add(customerId: number, socket: RealtimeSocket, sessionId: string): void {
    this.#byCustomer.add(customerId, socket);
    this.#bySession.add(sessionId, socket);
    this.#sessionOf.set(socket, sessionId);
  }

  remove(customerId: number, socket: RealtimeSocket, sessionId: string): void {
    this.#byCustomer.remove(customerId, socket);
    this.#bySession.remove(sessionId, socket);
    this.#sessionOf.delete(socket);
  }

  /** A socket that waits for one sign-in's answer: it hears `loginApproval` of that sign-in only. */
  addLoginWaiter(loginKey: string, socket: RealtimeSocket): void {
    this.#byLogin.add(loginKey, socket);
  }

  removeLoginWaiter(loginKey: string, socket: RealtimeSocket): void {
    this.#byLogin.remove(loginKey, socket);
  }

  /**
   * Sends `{ type: "publish", event }` to every connection of the customer; returns how many got it. With
   * `inLanguage`, a connection whose session speaks another language than English gets the event written in it
   * (`event` is the English one).
   */
  publish(customerId: number, event: RealtimeEvent, inLanguage?: EventInLanguage): number {
    // Asked inside a call's transaction: sent once it commits, never for work rolled back (db/after-commit.ts); by
    // the class's own method then (a test may wrap the instance's, and sees each event once).
    const later = () => RealtimeHub.prototype.publish.call(this, customerId, event, inLanguage);
    if (heldUntilCommit(later)) return this.connections(customerId);
    const sockets = this.#byCustomer.get(customerId);
    if (!inLanguage) return send(sockets, event);
    const frames = new Map<Lang, string>([['en', frameOf(event)]]);
    for (const socket of sockets) {
      const sessionId = this.#sessionOf.get(socket);
      const lang = (sessionId && this.#languageOf(sessionId)) || 'en';
      let frame = frames.get(lang);
      if (frame === undefined) {
        frame = frameOf(inLanguage(lang));
        frames.set(lang, frame);
      }
      socket.send(frame);
    }
    return sockets.size;
  }

  /**
   * Tells the sockets waiting on a sign-in its answer; they are closed a few seconds later (nothing more
   * comes on them, and the browser has its tokens by then).
   */
  publishToLogin(loginKey: string, event: RealtimeEvent): number {
    const later = () => RealtimeHub.prototype.publishToLogin.call(this, loginKey, event);
    if (heldUntilCommit(later)) return this.#byLogin.get(loginKey).size;
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
    if (heldUntilCommit(() => RealtimeHub.prototype.closeSession.call(this, sessionId))) return;
    for (const socket of this.#bySession.take(sessionId)) {
      this.#sessionOf.delete(socket);
      socket.close(SESSION_ENDED_CLOSE, 'Session ended');
    }
  }

  connections(customerId: number): number {
    return this.#byCustomer.get(customerId).size;
  }
}

const frameOf = (event: RealtimeEvent) => JSON.stringify({ type: 'publish', event });

function send(sockets: ReadonlySet<RealtimeSocket>, event: RealtimeEvent): number {
  const frame = frameOf(event);
  for (const socket of sockets) socket.send(frame);
  return sockets.size;
}
