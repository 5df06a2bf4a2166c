// How many one-time codes a person may be sent: CODE_SENDS of one purpose (the first and five re-sends) in
// any CODE_SEND_WINDOW_MINUTES. Each code allows CODE_TRIES guesses, so without a limit asking again and
// again gave endless guesses, and anyone could fill a person's phone or mailbox. Sign-in codes (otp and sms
// flows, one per password sign-in) count as the purpose "signIn". Codes asked for without a session by an
// address (recovery, activation resend) are counted by that address, whether or not it is anyone's login
// (countCodeRequest): the limit's answer then tells nothing about which logins exist.
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { type Answer, failure } from '../../api/answers.ts';
import { sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { normalLogin } from './lockout.ts';
import { codeRequests, loginAttempts, verificationCodes } from './tables.ts';
import type { CodePurpose } from './verification-codes.ts';

export const CODE_SENDS = 6;
export const CODE_SEND_WINDOW_MINUTES = 15;
const WINDOW_MS = CODE_SEND_WINDOW_MINUTES * 60_000;

export type SentCodePurpose = CodePurpose | 'signIn';

/** The answer when the limit is reached: what happened and when to ask again. */
export const tooManyCodesText = (minutes: number) =>
  `Too many codes were sent. You can ask for a new one in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The method API's answer at the limit. */
export const tooManyCodes = (minutes: number): Answer => failure('TA1', tooManyCodesText(minutes));

/** Minutes until another code of `purpose` may be sent to the person; 0 when one may be sent now. */
export async function codeSendWait(db: Db, now: Date, userId: number, purpose: SentCodePurpose): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows =
    purpose === 'signIn'
      ? await db
          .select({ at: loginAttempts.createdAt })
          .from(loginAttempts)
          .where(
            and(eq(loginAttempts.userId, userId), isNotNull(loginAttempts.otp), gt(loginAttempts.createdAt, since)),
          )
      : await db
          .select({ at: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(
            and(
              eq(verificationCodes.userId, userId),
              eq(verificationCodes.purpose, purpose),
              gt(verificationCodes.createdAt, since),
            ),
          );
  return minutesToWait(
    rows.map((row) => row.at),
    now,
  );
}

/** 0 while fewer than CODE_SENDS were sent in the window; else the minutes until enough of them have left it. */
function minutesToWait(sentAt: Date[], now: Date): number {
  if (sentAt.length < CODE_SENDS) return 0;
  const sent = sentAt.map((at) => at.getTime()).sort((a, b) => a - b);
  const frees = (sent[sent.length - CODE_SENDS] ?? now.getTime()) + WINDOW_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 60_000));
}

/** The codes asked for by an address without a session. */
export type AddressPurpose = 'recovery' | 'activation';

/**
 * Counts a request for a code sent to `address` (a login or not): 0 when it may be sent, else the minutes to
 * wait (and the request is not counted). Written first and counted after, so parallel requests cannot slip past.
 */
export async function countCodeRequest(db: Db, now: Date, purpose: AddressPurpose, address: string): Promise<number> {
  const loginHash = sha256Hex(normalLogin(address));
  const [mine] = await db
    .insert(codeRequests)
    .values({ purpose, loginHash, requestedAt: now })
    .returning({ id: codeRequests.id });
  const rows = await db
    .select({ id: codeRequests.id, at: codeRequests.requestedAt })
    .from(codeRequests)
    .where(
      and(
        eq(codeRequests.purpose, purpose),
        eq(codeRequests.loginHash, loginHash),
        gt(codeRequests.requestedAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  if (rows.length <= CODE_SENDS) return 0;
  if (mine) await db.delete(codeRequests).where(eq(codeRequests.id, mine.id));
  return minutesToWait(
    rows.filter((row) => row.id !== mine?.id).map((row) => row.at),
    now,
  );
}
