// What a call does outside the database (a realtime event, a socket closed, an in-memory cache dropped) waits for
// the transaction that the idempotency store runs it in: it happens once that transaction has committed, and never
// when it rolls back. Outside such a transaction it happens at once, as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './open.ts';

type Effect = () => void;

const held = new AsyncLocalStorage<Effect[]>();

/** Inside `committing`: keeps `effect` for after the commit and answers true; elsewhere answers false (do it now). */
export function heldUntilCommit(effect: Effect): boolean {
  const queue = held.getStore();
  if (!queue) return false;
  queue.push(effect);
  return true;
}

/** `effect` now, or after the commit of the transaction it was asked in (`committing`). */
export function afterCommit(effect: Effect): void {
  if (!heldUntilCommit(effect)) effect();
}

/**
 * `db.transaction(work)`, holding the effects asked for inside it until it has committed; a rollback drops them.
 * Nested in another `committing`, they wait for the outer one's commit too.
 */
export async function committing<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const queue: Effect[] = [];
  const result = await held.run(queue, () => db.transaction(work));
  for (const effect of queue) {
    try {
      afterCommit(effect);
    } catch (error) {
      console.error(error); // a closed socket: the work is committed, the others still get theirs
    }
  }
  return result;
}
