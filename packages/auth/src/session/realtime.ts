import type { Realtime, RealtimeEventType, RealtimeListener } from '@paydeck/api-client';

export interface SessionRealtime {
  /** Opens the channel of this session (once; a second start does nothing). */
  start(): void;
  /** Closes it (logout); the next start opens a new one. */
  stop(): void;
  /** The interface language changed: the open channel tells the server (its notifications come in it). */
  languageChanged(): void;
  /** Listeners outlive sessions: they are attached to each session's channel. */
  subscribe(listener: RealtimeListener, types?: RealtimeEventType | readonly RealtimeEventType[]): () => void;
  readonly isOpen: boolean;
}

/** One realtime channel per session behind a stable subscribe, for every package. */
export function createSessionRealtime(open: () => Realtime): SessionRealtime {
  let current: Realtime | undefined;
  const subscriptions = new Map<
    object,
    { listener: RealtimeListener; types?: RealtimeEventType | readonly RealtimeEventType[]; detach?: () => void }
  >();

  return {
    start() {
      if (current) return;
      current = open();
      for (const entry of subscriptions.values()) entry.detach = current.subscribe(entry.listener, entry.types);
      current.start();
    },
    stop() {
      for (const entry of subscriptions.values()) {
        entry.detach?.();
        entry.detach = undefined;
      }
      current?.close();
      current = undefined;
    },
    languageChanged() {
      current?.languageChanged();
    },
    subscribe(listener, types) {
      const key = {};
      const entry = { listener, types, detach: current?.subscribe(listener, types) };
      subscriptions.set(key, entry);
      return () => {
        entry.detach?.();
        subscriptions.delete(key);
      };
    },
    get isOpen() {
      return current !== undefined;
    },
  };
}
