// Accounts that wait for their activation (WIRE.md "Personal registration", "Activation"): the activation e-mail
// of a new sign-in (identity's codes: hashed, 7 days, 5 tries), and the sign-in guard that keeps such an account out
// of /auth/login until its code is used.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fill, type Lang } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { type ActivationPurpose, activationBodies, activationSubjects } from './mail-words.ts';
import { ACTIVATION_SECONDS } from '../identity/account-access.ts';
import type { SignInGuard } from '../identity/sign-in-guards.ts';
import { verificationCodes } from '../identity/tables.ts';
import { type CodePurpose, issueCode } from '../identity/verification-codes.ts';
import { registrations } from './tables.ts';

export const NOT_ACTIVATED = 'Your account is not activated yet. Open the link in the activation e-mail.';

/** A new activation code of `purpose` for the user and its e-mail with the link to /activate, written in `lang`. */
export async function sendActivationEmail(
  db: Db,
  now: Date,
  user: { id: number; login: string },
  purpose: ActivationPurpose,
  lang: Lang,
  company?: string,
): Promise<void> {
  const { code } = await issueCode(db, now, { userId: user.id, purpose, seconds: ACTIVATION_SECONDS });
  const bodies = activationBodies[lang];
  await sendMessage(db, {
    kind: 'email',
    recipient: user.login,
    subject: activationSubjects[lang][purpose],
    body: fill(company ? bodies.company : bodies.own, { code, company: company ?? '' }),
    code,
    link: `/activate?action=${purpose}&username=${encodeURIComponent(user.login)}&activationCode=${code}`,
  });
}

const activationPurposes: CodePurpose[] = ['activation', 'activationBusiness', 'activationEmployee'];

/** An account waits for activation while it has activation codes and none was used (identity's rule). */
export async function waitsForActivation(db: Db, userId: number): Promise<boolean> {
  const codes = await db
    .select({ usedAt: verificationCodes.usedAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), inArray(verificationCodes.purpose, activationPurposes)));
  return codes.length > 0 && codes.every((code) => code.usedAt === null);
}

/**
 * An applicant (the user a registration opened, with the password they chose) not yet activated: no sign-in until
 * the activation link is opened. Only applicants: a person who signs in today and is invited to one more company
 * (a new activationEmployee code) keeps signing in.
 */
export const activationGuard: SignInGuard = async (db, userId) => {
  const [applicant] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .limit(1);
  return applicant && (await waitsForActivation(db, userId)) ? NOT_ACTIVATED : true;
};
