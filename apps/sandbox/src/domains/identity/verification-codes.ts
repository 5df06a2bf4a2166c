// One-time codes of the account flows (activation, recovery, confirmation of settings changes) and the
// entry codes (entry-codes.ts): issued with a lifetime, kept as a SHA-256 hash, compared in constant time,
// spent once; the fifth wrong guess spends it too (a six-digit code cannot be guessed while it lives), and a
// new code of a purpose ends the person's older ones (code-sends.ts limits how many are sent). A wrong guess
// is counted before the comparison on the caller's database; when that is a transaction the refusal rolls
// back (an idempotent method's), the count is written again after it (`refusedCode`, api/answers.ts keptOnRefusal).
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Answer, type KeptWork, keptOnRefusal } from '../../api/answers.ts';
import { digits, sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { phones, users } from '../customer/tables.ts';
import { verificationCodes } from './tables.ts';
import { maskPhone } from './login.ts';
import { CODE_TRIES, codeMatches } from './crypto.ts';

export type CodePurpose =
  | 'activation'
  | 'activationBusiness'
  | 'activationEmployee'
  | 'recovery'
  | 'twoStep'
  | 'password'
  | 'entry'
  | 'phone' // kyc: a new phone, a payment e-mail, a new sign-in e-mail (kyc/codes.ts)
  | 'paymentEmail'
  | 'username';

export interface IssuedCode {
  id: number;
  code: string;
}

export async function issueCode(
  db: Db,
  now: Date,
  input: { userId: number; purpose: CodePurpose; payload?: Record<string, unknown>; seconds: number; code?: string },
): Promise<IssuedCode> {
  const code = input.code ?? digits(6);
  // The older live codes of this purpose end now (expire, not used: activation asks whether one was used).
  await db
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    );
  const [row] = await db
    .insert(verificationCodes)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      codeHash: sha256Hex(code),
      payload: input.payload ?? {},
      expiresAt: new Date(now.getTime() + input.seconds * 1000),
      createdAt: now, // the sandbox clock: code-sends.ts counts by it
    })
    .returning({ id: verificationCodes.id });
  return { id: row?.id ?? 0, code };
}

export type Spent =
  | { ok: true; userId: number; payload: Record<string, unknown> }
  | {
      ok: false;
      reason: 'unknown' | 'wrong';
      /** A wrong guess counted in a transaction that the refusal rolls back: the count to keep after it. */
      keep?: KeptWork;
    };

/** `answer`, keeping `count` through the rollback when `db` is a transaction the refusal rolls back. */
export const keepingCount = (db: Db, answer: Answer, count: KeptWork): Answer =>
  db instanceof PgTransaction ? keptOnRefusal(answer, count) : answer;

/** The answer refusing a code that did not work, keeping its counted try through a rollback (Spent.keep). */
export const refusedCode = (spent: Extract<Spent, { ok: false }>, answer: Answer): Answer =>
  spent.keep ? keptOnRefusal(answer, spent.keep) : answer;

/** Counts a try of a live code, atomically; the fifth wrong one spends it. Answers the tries, or none when dead. */
async function countTry(db: Db, id: number): Promise<number | undefined> {
  const [counted] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt), lt(verificationCodes.tries, CODE_TRIES)))
    .returning({ tries: verificationCodes.tries });
  return counted?.tries;
}

async function spendWhenLast(db: Db, id: number, tries: number, now: Date): Promise<void> {
  if (tries >= CODE_TRIES) await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, id));
}

/**
 * Spends a code. With `id` (a request the person started) the code must belong to it; without,
 * the newest live code of that purpose for the user is checked. `peek` checks without spending.
 */
export async function spendCode(
  db: Db,
  now: Date,
  input: { userId?: number; id?: number; purpose: CodePurpose; code: string; peek?: boolean },
): Promise<Spent> {
  const live = and(
    eq(verificationCodes.purpose, input.purpose),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
    input.id !== undefined ? eq(verificationCodes.id, input.id) : undefined,
    input.userId !== undefined ? eq(verificationCodes.userId, input.userId) : undefined,
  );
  const [row] = await db.select().from(verificationCodes).where(live).orderBy(desc(verificationCodes.id)).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  // The try is counted before the comparison, atomically: parallel guesses cannot share one try.
  const tries = await countTry(db, row.id);
  if (tries === undefined) return { ok: false, reason: 'unknown' };
  if (!codeMatches(input.code, row.codeHash)) {
    await spendWhenLast(db, row.id, tries, now);
    if (!(db instanceof PgTransaction)) return { ok: false, reason: 'wrong' };
    const keep: KeptWork = async (tx) => {
      const kept = await countTry(tx, row.id);
      if (kept !== undefined) await spendWhenLast(tx, row.id, kept, now);
    };
    return { ok: false, reason: 'wrong', keep };
  }
  if (input.peek) {
    // A right code that is only checked (the recovery form's first step) does not cost a try.
    await db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} - 1` })
      .where(eq(verificationCodes.id, row.id));
  } else {
    const spent = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length === 0) return { ok: false, reason: 'unknown' };
  }
  return { ok: true, userId: row.userId, payload: row.payload };
}

/** Where a confirmation code goes: the customer's confirmed phone by SMS, else the login by e-mail. */
export async function codeChannel(
  db: Db,
  userId: number,
): Promise<{ kind: 'sms' | 'email'; recipient: string; shown: string }> {
  const [user] = await db
    .select({ login: users.login, customerId: users.customerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const [phone] = await db
    .select()
    .from(phones)
    .where(and(eq(phones.customerId, user.customerId), eq(phones.confirmed, true)))
    .limit(1);
  if (phone) {
    const number = `+${phone.countryCode}${phone.number}`;
    return { kind: 'sms', recipient: number, shown: maskPhone(number) };
  }
  return { kind: 'email', recipient: user.login, shown: user.login };
}
