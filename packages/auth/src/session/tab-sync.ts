// Tabs that share one session (a duplicated tab copies sessionStorage, so it carries the same refresh
// token). Refresh tokens rotate and the reuse of a spent one ends the session, so the tabs of one
// session refresh one at a time (a Web Lock named after the session) and hand each other the new
// tokens (BroadcastChannel). Nothing is stored outside each tab's own sessionStorage.
import * as v from 'valibot';
import type { SessionTokens } from './store';

export const TAB_CHANNEL = 'paydeck.session';
/** How long a tab about to refresh waits for a newer token from the other tabs of its session. */
export const CATCH_UP_MS = 100;

/** One tab's view of its session: which sign-in it belongs to and how many rotations it has seen. */
export interface TabSession {
  /** Random per sign-in; copied with sessionStorage into a duplicated tab. */
  family: string;
  /** Rotations since sign-in: a higher generation carries the newer refresh token. */
  generation: number;
  tokens: SessionTokens;
}

export type EndReason = 'user' | 'sessionExpired';

/** The part of BroadcastChannel used here (a test passes its own). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** The part of navigator.locks used here. */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TabSyncOptions {
  channel: TabChannel | null;
  locks: TabLocks | null;
  current: () => TabSession | null;
  /** Takes the newer tokens another tab of this session got. */
  adopt: (tokens: SessionTokens, generation: number) => void;
  /** Another tab of this session ended it (logout, or the server refused its refresh). */
  onEnded: (reason: EndReason) => void;
  /** A person is active in another tab of this session (the idle timers count it). */
  onActivity?: ((at: number) => void) | undefined;
  catchUpMs?: number | undefined;
}

const Tokens = v.object({ accessToken: v.string(), refreshToken: v.string(), expiresAt: v.number() });
const Family = v.pipe(v.string(), v.minLength(8), v.maxLength(64));
const Message = v.variant('type', [
  v.object({ type: v.literal('ask'), family: Family, generation: v.number() }),
  v.object({ type: v.literal('tokens'), family: Family, generation: v.number(), tokens: Tokens }),
  v.object({ type: v.literal('ended'), family: Family, reason: v.picklist(['user', 'sessionExpired']) }),
  v.object({ type: v.literal('activity'), family: Family, at: v.number() }),
]);
type Message = v.InferOutput<typeof Message>;

export interface TabSync {
  /** Runs a refresh alone among the tabs of this session, after taking any newer tokens they hold. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs the tokens this tab just got. */
  shareTokens(): void;
  /** Asks the other tabs for newer tokens (a reloaded tab catches up at start). */
  catchUp(): Promise<void>;
  shareEnded(reason: EndReason): void;
  shareActivity(at: number): void;
  close(): void;
}

/** Coordinates the tabs of one session; without BroadcastChannel or Web Locks each tab runs alone. */
export function createTabSync(options: TabSyncOptions): TabSync {
  const { channel, locks, current } = options;
  const catchUpMs = options.catchUpMs ?? CATCH_UP_MS;
  const waiting = new Set<() => void>();

  const post = (message: Message) => {
    try {
      channel?.postMessage(message);
    } catch {
      // a closed channel: this tab is going away
    }
  };

  function receive(data: unknown) {
    const parsed = v.safeParse(Message, data);
    if (!parsed.success) return;
    const message = parsed.output;
    const mine = current();
    if (!mine || mine.family !== message.family) return; // another sign-in, or signed out
    switch (message.type) {
      case 'ask':
        if (mine.generation > message.generation) {
          post({ type: 'tokens', family: mine.family, generation: mine.generation, tokens: mine.tokens });
        }
        return;
      case 'tokens':
        if (message.generation > mine.generation) {
          options.adopt(message.tokens, message.generation);
          for (const wake of [...waiting]) wake();
        }
        return;
      case 'ended':
        options.onEnded(message.reason);
        return;
      case 'activity':
        options.onActivity?.(message.at);
        return;
    }
  }

  channel?.addEventListener('message', (event) => receive(event.data));

  function catchUp(): Promise<void> {
    const mine = current();
    if (!channel || !mine) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, catchUpMs);
      waiting.add(done);
      post({ type: 'ask', family: mine.family, generation: mine.generation });
    });
  }

  return {
    async exclusive(task) {
      const family = current()?.family;
      if (!family) return task();
      const run = async () => {
        await catchUp();
        return task();
      };
      return locks ? locks.request(`paydeck.refresh.${family}`, run) : run();
    },
    shareTokens() {
      const mine = current();
      if (mine) post({ type: 'tokens', family: mine.family, generation: mine.generation, tokens: mine.tokens });
    },
    catchUp,
    shareEnded(reason) {
      const mine = current();
      if (mine) post({ type: 'ended', family: mine.family, reason });
    },
    shareActivity(at) {
      const mine = current();
      if (mine) post({ type: 'activity', family: mine.family, at });
    },
    close() {
      channel?.close();
    },
  };
}

/** The browser's BroadcastChannel and Web Locks, when it has them. */
export function browserTabApis(): Pick<TabSyncOptions, 'channel' | 'locks'> {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;
  const locks = (globalThis.navigator as { locks?: TabLocks } | undefined)?.locks ?? null;
  return { channel, locks };
}
