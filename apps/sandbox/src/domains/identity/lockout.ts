// Failed sign-ins (PSD2 RTS art. 4(3)(b)): five wrong passwords in a row lock the login for
// LOCK_MINUTES. Counted per normalised username, whether or not it is anyone's login, so a username
// that exists and one that does not get the same answers, lock included. Each attempt is counted before
// the password is checked, so parallel guesses cannot slip past the count; a right password, or a new
// password set with a mailed recovery code (what the locked message advises), resets it.
import { and, eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { signInLocks } from './tables.ts';

export const SIGN_IN_TRIES = 5;
export const LOCK_MINUTES = 15;
export const lockedMessage = `Too many failed sign-ins. The login is locked for ${LOCK_MINUTES} minutes; try again later or reset your password.`;

/** A login as the sign-in looks it up (trimmed, lower case), and the key it is counted by. */
export const normalLogin = (username: string): string => username.trim().toLowerCase();
const keyOf = (username: string): string => sha256Hex(normalLogin(username));

/** Counts an attempt; answers its number, or 'locked' while the login is locked (or over the count). */
export async function countSignIn(db: Db, username: string, now: Date): Promise<number | 'locked'> {
  const loginHash = keyOf(username);
  const [lock] = await db.select().from(signInLocks).where(eq(signInLocks.loginHash, loginHash));
  if (lock?.lockedUntil) {
    if (lock.lockedUntil.getTime() > now.getTime()) return 'locked';
    await db
      .update(signInLocks)
      .set({ failures: 0, lockedUntil: null })
      .where(and(eq(signInLocks.loginHash, loginHash), eq(signInLocks.lockedUntil, lock.lockedUntil)));
  }
  const [counted] = await db
    .insert(signInLocks)
    .values({ loginHash, failures: 1 })
    .onConflictDoUpdate({ target: signInLocks.loginHash, set: { failures: sql`${signInLocks.failures} + 1` } })
    .returning({ failures: signInLocks.failures });
  const failures = counted?.failures ?? 1;
  return failures > SIGN_IN_TRIES ? 'locked' : failures;
}

/** A wrong password (or an unknown username): the fifth in a row locks the login. Answers whether it is now locked. */
export async function failedSignIn(db: Db, username: string, attempt: number, now: Date): Promise<boolean> {
  if (attempt < SIGN_IN_TRIES) return false;
  await db
    .update(signInLocks)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) })
    .where(eq(signInLocks.loginHash, keyOf(username)));
  return true;
}

/** A right password, or a password reset with a recovery code: the count starts again and a lock ends. */
export async function passedSignIn(db: Db, username: string): Promise<void> {
  await db.delete(signInLocks).where(eq(signInLocks.loginHash, keyOf(username)));
}
