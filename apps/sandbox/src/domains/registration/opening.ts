// One account opening per intent (WIRE.md: `Idempotency-Key` required), with the per-address limit counting every
// attempt. The dispatcher's idempotency would roll back a refused attempt's use of the limit together with its
// work, letting refusals ("email: is taken") list the bank's customers unlimited; so the use is written first and
// the opening runs in its own transaction, the key kept on the application: the same key answers the same opening.
import { eq } from 'drizzle-orm';
import { type Answer, failure, isSuccess, ok } from '../../api/answers.ts';
import { IDEMPOTENCY_KEY } from '../../api/idempotency.ts';
import type { MethodContext } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { users } from '../customer/tables.ts';
import { useLimitedCall } from './limits.ts';
import { registrations } from './tables.ts';

class Refused extends Error {
  readonly answer: Answer;
  constructor(answer: Answer) {
    super(answer.responseCode);
    this.answer = answer;
  }
}

/** The answer of the opening made with `key`, if there is one. */
async function replayOf(db: Db, key: string): Promise<Answer | undefined> {
  const [row] = await db
    .select({ login: users.login })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.requestKey, key));
  return row ? ok({ email: row.login }) : undefined;
}

/**
 * Runs `work` (which writes the application with `requestKey`) once per Idempotency-Key: a key seen before answers
 * that opening again; otherwise the attempt counts towards the limit, and `work` commits only when it succeeds.
 */
export async function openOnce(
  ctx: MethodContext,
  work: (tx: Db, requestKey: string) => Promise<Answer>,
): Promise<Answer> {
  const key = ctx.idempotencyKey;
  if (!key || !IDEMPOTENCY_KEY.test(key)) return failure('TA1', 'This method needs an Idempotency-Key header (a UUID)');
  const replay = await replayOf(ctx.db, key);
  if (replay) return replay;
  const limited = await useLimitedCall(ctx.db, ctx.sandbox.now(), 'accountCreate', ctx.ip);
  if (limited) return limited;
  try {
    return await ctx.db.transaction(async (tx) => {
      const answer = await work(tx, key);
      if (!isSuccess(answer)) throw new Refused(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    // The same key sent twice at once: the second waits on the unique key and answers the first's opening.
    const replayed = await replayOf(ctx.db, key);
    if (replayed) return replayed;
    throw error;
  }
}
