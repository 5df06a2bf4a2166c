// (customer, method, Idempotency-Key) -> the stored answer. The key row, the business effect and
// the answer are written in one transaction; the unique index makes a concurrent duplicate wait for
// the first and then replay its answer. Only successful answers are kept: a refused call (VF, ...)
// rolls back with its effect, so a retry is evaluated again; what the refusal itself must keep (a wrong code's
// count: answers.ts keptOnRefusal) is written after the rollback, in a transaction of its own.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/tables.ts';
import { sha256Hex } from '../crypto.ts';
import { type Answer, failure, isSuccess, workKeptBy } from './answers.ts';

export interface IdempotencyScope {
  customerId: number;
  method: string;
  key: string;
}

/** Idempotency-Key: a UUID (v4 is what the client sends) or any 8..128 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

class Refused extends Error {
  readonly answer: Answer;
  constructor(answer: Answer) {
    super('refused');
    this.answer = answer;
  }
}

/** Stable JSON (sorted keys) so that the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown): string => sha256Hex(canonical(body));

export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  hash: string,
  work: (tx: Db) => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ ...scope, requestHash: hash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (!claimed) return replay(tx, scope, hash);
      const answer = await work(tx);
      if (!isSuccess(answer)) throw new Refused(answer);
      await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.id, claimed.id));
      return { answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const kept = workKeptBy(error.answer);
    if (kept) await db.transaction((tx) => kept(tx));
    return { answer: error.answer, replayed: false };
  }
}

async function replay(tx: Db, scope: IdempotencyScope, hash: string): Promise<{ answer: Answer; replayed: boolean }> {
  const [stored] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.customerId, scope.customerId),
        eq(idempotencyKeys.method, scope.method),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  if (!stored?.answer) throw new Error('Idempotency key claimed without an answer');
  if (stored.requestHash !== hash) {
    return {
      answer: failure('TA1', 'Idempotency-Key was already used with a different request'),
      replayed: false,
    };
  }
  return { answer: stored.answer as Answer, replayed: true };
}
