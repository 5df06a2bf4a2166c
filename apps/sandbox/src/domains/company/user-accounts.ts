// A company user's account (WIRE-business.md "Company users"): whether it is active or waits for its activation,
// its CompanyUser shape, and the activation e-mail (identity's activationEmployee code; the user row made when
// missing, with an unusable password and the company access of its representative row).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { SessionContext } from '../../api/registry.ts';
import { newToken } from '../../crypto.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { userInvitation } from './mail-words.ts';
import { customerAccesses, representatives, users } from '../customer/tables.ts';
import { ACTIVATION_SECONDS } from '../identity/account-access.ts';
import { codeSendWait, tooManyCodes } from '../identity/code-sends.ts';
import { hashPassword } from '../identity/crypto.ts';
import { verificationCodes } from '../identity/tables.ts';
import { issueCode } from '../identity/verification-codes.ts';

export type RepresentativeRow = typeof representatives.$inferSelect;

/** Active once the user exists and has no activation waiting; else pending (the e-mail sent, not used). */
export async function userStateOf(ctx: SessionContext, rep: RepresentativeRow) {
  const [user] = rep.userId
    ? await ctx.db.select().from(users).where(eq(users.id, rep.userId))
    : rep.email
      ? await ctx.db.select().from(users).where(eq(users.login, rep.email.toLowerCase()))
      : [];
  if (!user) return { user: undefined, active: false };
  const codes = await ctx.db
    .select({ usedAt: verificationCodes.usedAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'activationEmployee')));
  return { user, active: codes.length === 0 || codes.some((code) => code.usedAt !== null) };
}

export async function userView(ctx: SessionContext, rep: RepresentativeRow) {
  const state = await userStateOf(ctx, rep);
  return {
    id: rep.id,
    userId: state.active ? (state.user?.id ?? null) : null,
    typeId: rep.typeId,
    firstName: rep.firstName,
    lastName: rep.lastName,
    email: rep.email,
    accessRights: rep.accessRights,
    status: state.active ? 'active' : 'pending',
  };
}

export async function companyUserRow(ctx: SessionContext, representativeId: number) {
  const [rep] = await ctx.db
    .select()
    .from(representatives)
    .where(
      and(
        eq(representatives.id, representativeId),
        eq(representatives.companyCustomerId, ctx.customerId),
        isNotNull(representatives.accessRights),
      ),
    );
  return rep;
}

/** The user row of a pending user (made now if missing) and a fresh activation e-mail. */
export async function sendActivation(ctx: SessionContext, rep: RepresentativeRow) {
  const email = (rep.email ?? '').toLowerCase();
  let [user] = await ctx.db.select().from(users).where(eq(users.login, email));
  if (!user) {
    [user] = await ctx.db
      .insert(users)
      .values({
        login: email,
        passwordHash: await hashPassword(newToken()),
        firstName: rep.firstName ?? '',
        lastName: rep.lastName ?? '',
        customerId: ctx.customerId,
        userType: 3,
        createdAt: ctx.sandbox.now(),
      })
      .returning();
    if (!user) throw new Error('User insert returned nothing');
    await ctx.db
      .insert(customerAccesses)
      .values({ userId: user.id, customerId: ctx.customerId, accessRights: rep.accessRights ?? 5 })
      .onConflictDoNothing();
    await ctx.db.update(representatives).set({ userId: user.id }).where(eq(representatives.id, rep.id));
  }
  const now = ctx.sandbox.now();
  const wait = await codeSendWait(ctx.db, now, user.id, 'activationEmployee');
  if (wait > 0) return tooManyCodes(wait);
  const { code } = await issueCode(ctx.db, now, {
    userId: user.id,
    purpose: 'activationEmployee',
    seconds: ACTIVATION_SECONDS,
  });
  await sendMessage(ctx.db, {
    kind: 'email',
    recipient: email,
    ...written(userInvitation, ctx.lang, { code }),
    code,
    link: `/activate?action=activationEmployee&username=${encodeURIComponent(email)}&activationCode=${code}`,
  });
  return undefined;
}
