import { CLIENT_VERSION } from '@paydeck/api-client';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import { registerLogoutCleanup } from './logout';
import { isPersistable } from './persisted-queries';
import { safeSessionStorage, storageKeys } from './storage';
import { sessionState } from './store';

/** A stored snapshot from another build reads as nothing. */
export const persistenceBuster = `${CLIENT_VERSION}:1`;
/** An answer older than this is not restored (the tab was kept for long). */
export const persistedMaxAge = 60 * 60_000;
const writeEvery = 500;

const StoredQuery = v.looseObject({
  queryKey: v.array(v.unknown()),
  queryHash: v.string(),
  state: v.looseObject({ data: v.unknown(), dataUpdatedAt: v.number(), status: v.literal('success') }),
});

const StoredQueries = v.object({
  buster: v.string(),
  /** The sign-in (session family) and company acted for the answers belong to. */
  family: v.string(),
  fromCustomerId: v.nullable(v.number()),
  queries: v.array(StoredQuery),
});

/**
 * The stored answers that belong to this session and company, this build, not older than the max age and still
 * allow-listed; anything malformed reads as nothing (a broken value never stops the app).
 */
export function readPersistedQueries(now = Date.now()): DehydratedState | null {
  const raw = safeSessionStorage.get(storageKeys.queries);
  if (raw === null) return null;
  let parsed: v.InferOutput<typeof StoredQueries>;
  try {
    const result = v.safeParse(StoredQueries, JSON.parse(raw));
    if (!result.success) throw new Error('malformed');
    parsed = result.output;
  } catch {
    safeSessionStorage.remove(storageKeys.queries);
    return null;
  }
  const { family, fromCustomerId } = sessionState();
  if (parsed.buster !== persistenceBuster || parsed.family !== family || parsed.fromCustomerId !== fromCustomerId)
    return null;
  const queries = parsed.queries.filter(
    (query) => now - query.state.dataUpdatedAt <= persistedMaxAge && isPersistable(query.queryKey, query.state.data),
  );
  return { mutations: [], queries: queries as unknown as DehydratedState['queries'] };
}

/** Writes the allow-listed answers now (nothing while signed out: the stored value is removed). */
export function writePersistedQueries(queryClient: QueryClient): void {
  const { tokens, family, fromCustomerId } = sessionState();
  if (!tokens || !family) {
    safeSessionStorage.remove(storageKeys.queries);
    return;
  }
  const { queries } = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && isPersistable(query.queryKey, query.state.data),
    shouldDehydrateMutation: () => false,
  });
  const value = { buster: persistenceBuster, family, fromCustomerId, queries };
  safeSessionStorage.set(storageKeys.queries, JSON.stringify(value));
}

const started = new WeakMap<QueryClient, () => void>();

/**
 * Restores the stored answers into the cache (once per client: before the session's routes load, so a
 * dictionary or the customer shows at once; a stale one is refetched in the background as its staleTime says),
 * then writes the kept answers, throttled, on every cache change and when the page is hidden. Logout and the idle
 * logout remove the stored value (logout also empties sessionStorage). Returns the stop function.
 */
export function startQueryPersistence(queryClient: QueryClient): () => void {
  const running = started.get(queryClient);
  if (running) return running;
  const stored = readPersistedQueries();
  if (stored) hydrate(queryClient, stored);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    writePersistedQueries(queryClient);
  };
  const schedule = () => {
    timer ??= setTimeout(flush, writeEvery);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
  });
  const unregister = registerLogoutCleanup(() => {
    clearTimeout(timer);
    timer = undefined;
    safeSessionStorage.remove(storageKeys.queries);
  });
  globalThis.addEventListener?.('pagehide', flush);
  schedule();

  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    unregister();
    globalThis.removeEventListener?.('pagehide', flush);
    started.delete(queryClient);
  };
  started.set(queryClient, stop);
  return stop;
}
