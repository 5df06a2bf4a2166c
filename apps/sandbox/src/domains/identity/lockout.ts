// Failed sign-ins (PSD2 RTS art. 4(3)(b)): five wrong passwords in a row lock the login for
// LOCK_MINUTES. Each attempt is counted before the password is checked, so parallel guesses cannot
// slip past the count; a right password resets it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { loginLocks } from './tables.ts';

export const SIGN_IN_TRIES = 5;
export const LOCK_MINUTES = 15;
export const lockedMessage = `Too many failed sign-ins. The login is locked for ${LOCK_MINUTES} minutes; try again later or reset your password.`;

/** Counts an attempt; answers its number, or 'locked' while the login is locked (or over the count). */
export async function countSignIn(db: Db, userId: number, now: Date): Promise<number | 'locked'> {
  const [lock] = await db.select().from(loginLocks).where(eq(loginLocks.userId, userId));
  if (lock?.lockedUntil) {
    if (lock.lockedUntil.getTime() > now.getTime()) return 'locked';
    await db
      .update(loginLocks)
      .set({ failures: 0, lockedUntil: null })
      .where(and(eq(loginLocks.userId, userId), eq(loginLocks.lockedUntil, lock.lockedUntil)));
  }
  const [counted] = await db
    .insert(loginLocks)
    .values({ userId, failures: 1 })
    .onConflictDoUpdate({ target: loginLocks.userId, set: { failures: sql`${loginLocks.failures} + 1` } })
    .returning({ failures: loginLocks.failures });
  const failures = counted?.failures ?? 1;
  return failures > SIGN_IN_TRIES ? 'locked' : failures;
}

/** A wrong password: the fifth in a row locks the login. Answers whether it is now locked. */
export async function failedSignIn(db: Db, userId: number, attempt: number, now: Date): Promise<boolean> {
  if (attempt < SIGN_IN_TRIES) return false;
  await db
    .update(loginLocks)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) })
    .where(eq(loginLocks.userId, userId));
  return true;
}

/** A right password: the count starts again. */
export async function passedSignIn(db: Db, userId: number): Promise<void> {
  await db.update(loginLocks).set({ failures: 0, lockedUntil: null }).where(eq(loginLocks.userId, userId));
}
