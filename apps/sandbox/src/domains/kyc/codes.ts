// The KYC confirmation codes (a new phone, a payment e-mail, a new username): identity's one-time codes
// (verification-codes.ts: 6 digits, SHA-256, constant-time, dead after the fifth wrong try, a new one ends
// the older), 10 minutes, at most 6 of a purpose sent in 15 minutes (code-sends.ts).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Answer, invalid } from '../../api/answers.ts';
import type { Db } from '../../db/open.ts';
import { pkceChallenge } from '../identity/crypto.ts';
import { verificationCodes } from '../identity/tables.ts';
import { codeSendWait, tooManyCodes } from '../identity/code-sends.ts';
import { type IssuedCode, issueCode, refusedCode, type Spent, spendCode } from '../identity/verification-codes.ts';

export const KYC_CODE_SECONDS = 600;

export type KycCodePurpose = 'phone' | 'paymentEmail' | 'username';

/** A new code, or the TA1 answer when too many were sent lately. */
export async function issueKycCode(
  db: Db,
  now: Date,
  input: { userId: number; purpose: KycCodePurpose; payload: Record<string, unknown> },
): Promise<IssuedCode | Answer> {
  const wait = await codeSendWait(db, now, input.userId, input.purpose);
  if (wait > 0) return tooManyCodes(wait);
  return issueCode(db, now, { ...input, seconds: KYC_CODE_SECONDS });
}

export const refusedToSend = (issued: IssuedCode | Answer): issued is Answer => 'responseCode' in issued;

export const spendKycCode = (
  db: Db,
  now: Date,
  input: { userId: number; id?: number; purpose: KycCodePurpose; code: string },
): Promise<Spent> => spendCode(db, now, input);

/** The newest live code of a purpose whose payload names this thing (a phone, an e-mail). */
export async function liveCodeFor(
  db: Db,
  now: Date,
  input: { userId: number; purpose: KycCodePurpose; key: string; value: number },
): Promise<{ id: number; payload: Record<string, unknown> } | null> {
  const [row] = await db
    .select({ id: verificationCodes.id, payload: verificationCodes.payload })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        sql`${verificationCodes.payload}->>${input.key} = ${String(input.value)}`,
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/** Whether the code was used up (spent or dead after its fifth wrong try). */
export async function codeIsDead(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: verificationCodes.usedAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.id, id));
  return !row || row.usedAt !== null;
}

/** The VF of a code that did not work (a wrong one's try kept through a rollback: refusedCode). */
export const codeRefused = (param: string, spent: Extract<Spent, { ok: false }>) =>
  refusedCode(spent, invalid(param, spent.reason === 'wrong' ? 'is not the code we sent' : 'has expired or was used'));

/**
 * Spends the live code of a purpose sent for one thing (`key` = `value` in its payload) whose request carried a PKCE
 * challenge: the code must be the one sent and the verifier must answer that challenge. Answers the code's payload,
 * or the VF that says which of the two failed.
 */
export async function spendChallengedCode(
  db: Db,
  now: Date,
  input: { userId: number; purpose: KycCodePurpose; key: string; value: number; code: string; codeVerifier: string },
): Promise<{ payload: Record<string, unknown> } | Answer> {
  const { userId, purpose, key, value } = input;
  const live = await liveCodeFor(db, now, { userId, purpose, key, value });
  if (!live) return invalid('code', 'has expired or was used');
  if (pkceChallenge(input.codeVerifier) !== live.payload.codeChallenge) {
    return invalid('codeVerifier', 'does not match the challenge of the request');
  }
  const spent = await spendKycCode(db, now, { userId, id: live.id, purpose, code: input.code });
  return spent.ok ? { payload: live.payload } : codeRefused('code', spent);
}

export const codeNotSpent = (spent: { payload: Record<string, unknown> } | Answer): spent is Answer =>
  'responseCode' in spent;
