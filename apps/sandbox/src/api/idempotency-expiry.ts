// How long a kept answer stays replayable. A client retries within seconds (api-client: 3 tries, exponential
// delay, a 5-minute timeout), so a day covers every retry with room to spare, and the table does not grow forever.
import { lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/tables.ts';
import type { DomainJob } from '../domains/domain.ts';
import type { Sandbox } from '../sandbox.ts';

export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Forgets the keys older than a day on the sandbox's clock; answers how many it forgot. */
export async function forgetOldIdempotencyKeys(sandbox: Pick<Sandbox, 'db' | 'now'>): Promise<number> {
  const before = new Date(sandbox.now().getTime() - IDEMPOTENCY_KEEP_MS);
  const gone = await sandbox.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

export const idempotencyExpiryJob: DomainJob = {
  name: 'forget day-old idempotency keys',
  everyMs: SWEEP_EVERY_MS,
  run: forgetOldIdempotencyKeys,
};
