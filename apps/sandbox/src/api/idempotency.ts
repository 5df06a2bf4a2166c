// (customer, method, Idempotency-Key) -> the stored answer. The key row, the business effect and
// the answer are written in one transaction; the unique index makes a concurrent duplicate wait for
// the first and then replay its answer. Only successful answers are kept: a refused call (VF, ...)
// rolls back with its effect, so a retry is evaluated again; what the refusal itself must keep (a wrong code's
// count: answers.ts keptOnRefusal) is written after that rollback, in the same transaction: parallel guesses
// cannot slip between the rollback and the count (on PostgreSQL only between the two statements). Realtime events
// and other effects outside the database wait for the commit (db/after-commit.ts), so a rolled-back call sends
// none and a replay sends none again. The row keeps the key's SHA-256 and the answer sealed with the key
// (sealed-answers.ts): an answer with a session's tokens or a card's PIN is never readable from the table.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { committing } from '../db/after-commit.ts';
import type { Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/tables.ts';
import { sha256Hex } from '../crypto.ts';
import { type Answer, failure, isSuccess, workKeptBy } from './answers.ts';
import { seal, storedKey, unseal } from './sealed-answers.ts';
import type { UploadedFiles } from './uploads.ts';

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

/** The hash of a call: its body, and the content of its files when it uploads some (the same data, another file). */
export const callHash = (body: unknown, files: UploadedFiles): string =>
  files.size === 0
    ? requestHash(body)
    : requestHash({
        body,
        files: [...files.values()].map((file) => [
          file.part,
          file.filename,
          createHash('sha256').update(file.bytes).digest('hex'),
        ]),
      });

/**
 * Runs `work` once per (customer, method, key). The call's own work runs in a savepoint: a refusal rolls it back
 * (and drops the events it asked for), then what the refusal keeps (keptOnRefusal) is written in the same
 * transaction, before any other call can read the rows it counts, and the key is let go. A success is kept.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  hash: string,
  work: (tx: Db) => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean }> {
  const row = { customerId: scope.customerId, method: scope.method, key: storedKey(scope.key) };
  return committing(db, async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...row, requestHash: hash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) return replay(tx, scope, hash);
    try {
      const answer = await committing(tx, async (own) => {
        const done = await work(own);
        if (!isSuccess(done)) throw new Refused(done);
        return done;
      });
      const sealed = { sealed: seal(answer, scope.key, scope.method) };
      await tx.update(idempotencyKeys).set({ answer: sealed }).where(eq(idempotencyKeys.id, claimed.id));
      return { answer, replayed: false };
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      await workKeptBy(error.answer)?.(tx);
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
      return { answer: error.answer, replayed: false };
    }
  });
}

async function replay(tx: Db, scope: IdempotencyScope, hash: string): Promise<{ answer: Answer; replayed: boolean }> {
  const [stored] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.customerId, scope.customerId),
        eq(idempotencyKeys.method, scope.method),
        eq(idempotencyKeys.key, storedKey(scope.key)),
      ),
    );
  if (!stored?.answer) throw new Error('Idempotency key claimed without an answer');
  if (stored.requestHash !== hash) {
    return {
      answer: failure('TA1', 'Idempotency-Key was already used with a different request'),
      replayed: false,
    };
  }
  const answer = unseal(stored.answer.sealed, scope.key, scope.method);
  if (!answer) throw new Error('Idempotency key stored with an answer it cannot open');
  return { answer: answer as Answer, replayed: true };
}
