// Limits of the public registration calls per client address (packages/registration/WIRE.md "E-mail check"): the
// e-mail check must not serve to list the bank's customers, and account creation and resolutions send e-mails.
// A use is written first and counted after, so parallel calls cannot slip past the limit together.
import { and, asc, eq, gt } from 'drizzle-orm';
import { type Answer, failure } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { publicCallUses } from './tables.ts';

const MINUTE = 60_000;

export const publicCallLimits = {
  emailCheck: { max: 20, windowMs: 10 * MINUTE, text: 'Too many e-mail checks' },
  accountCreate: { max: 20, windowMs: 60 * MINUTE, text: 'Too many registrations from this address' },
  resolutionSend: { max: 20, windowMs: 60 * MINUTE, text: 'Too many resolutions from this address' },
} as const;
export type LimitedCall = keyof typeof publicCallLimits;

/** Counts one use of `kind` by `ip`; past the limit, the `TA1` answer to give instead (with the minutes to wait). */
export async function useLimitedCall(db: Db, now: Date, kind: LimitedCall, ip: string): Promise<Answer | undefined> {
  const limit = publicCallLimits[kind];
  await db.insert(publicCallUses).values({ kind, ip, usedAt: now });
  const since = new Date(now.getTime() - limit.windowMs);
  const uses = await db
    .select({ usedAt: publicCallUses.usedAt })
    .from(publicCallUses)
    .where(and(eq(publicCallUses.kind, kind), eq(publicCallUses.ip, ip), gt(publicCallUses.usedAt, since)))
    .orderBy(asc(publicCallUses.usedAt));
  if (uses.length <= limit.max) return undefined;
  // The window frees a place when the use `max` places before the newest leaves it.
  const freeing = uses[uses.length - 1 - limit.max]?.usedAt ?? now;
  const minutes = Math.max(1, Math.ceil((freeing.getTime() + limit.windowMs - now.getTime()) / MINUTE));
  return failure('TA1', `${limit.text}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
