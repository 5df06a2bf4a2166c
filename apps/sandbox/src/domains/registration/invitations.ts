// When the applicant activates the business (identity's businessActivate; spec 8: "Authorized users will now
// receive the activation links to access the account"): each other user of the application gets a user waiting for
// activation and its activationEmployee e-mail, or, when their e-mail is an employee's sign-in already, the access to
// the new company at once and an e-mail saying so.
import { and, eq, isNull } from 'drizzle-orm';
import { newToken } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { accessGiven } from './mail-words.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customerAccesses, customers, representatives, users } from '../customer/tables.ts';
import type { BusinessActivationHook } from '../identity/account-access.ts';
import { hashPassword } from '../identity/crypto.ts';
import { sendActivationEmail } from './activation.ts';
import { EMPLOYEE_USER_TYPE } from './email-check.ts';
import { registrations, registrationUsers } from './tables.ts';

type Invitation = typeof registrationUsers.$inferSelect;

async function invite(db: Db, now: Date, customerId: number, company: string, invitation: Invitation, lang: Lang) {
  const [rep] = await db.select().from(representatives).where(eq(representatives.id, invitation.representativeId));
  let [user] = await db.select().from(users).where(eq(users.login, invitation.email));
  if (!user) {
    // A new sign-in with an unusable password: the activation signs the person in (identity's activateAccount),
    // and they choose a password through account recovery, as kyc's company users do.
    [user] = await db
      .insert(users)
      .values({
        login: invitation.email,
        passwordHash: await hashPassword(newToken()),
        firstName: rep?.firstName ?? '',
        lastName: rep?.lastName ?? '',
        customerId,
        userType: EMPLOYEE_USER_TYPE,
        createdAt: now,
      })
      .returning();
  }
  if (!user) throw new Error('User insert returned nothing');
  await db
    .insert(customerAccesses)
    .values({ userId: user.id, customerId, accessRights: invitation.accessRights })
    .onConflictDoNothing();
  await db.update(representatives).set({ userId: user.id }).where(eq(representatives.id, invitation.representativeId));
  if (invitation.kind === 'invite') {
    await sendActivationEmail(db, now, { id: user.id, login: user.login }, 'activationEmployee', lang, company);
  } else {
    await sendMessage(db, { kind: 'email', recipient: user.login, ...written(accessGiven, lang, { company }) });
  }
}

/** The business activation hook (registered by the domain's index); the e-mails in the activating call's language. */
export const sendInvitations: BusinessActivationHook = async (db: Db, sandbox: Sandbox, userId: number, lang: Lang) => {
  const now = sandbox.now();
  const [registration] = await db
    .select({ id: registrations.id, customerId: registrations.customerId, name: customers.businessName })
    .from(registrations)
    .innerJoin(customers, eq(customers.id, registrations.customerId))
    .where(
      and(eq(registrations.userId, userId), eq(registrations.kind, 'business'), isNull(registrations.activatedAt)),
    );
  if (!registration) return;
  await db.update(registrations).set({ activatedAt: now }).where(eq(registrations.id, registration.id));
  const waiting = await db
    .select()
    .from(registrationUsers)
    .where(and(eq(registrationUsers.registrationId, registration.id), isNull(registrationUsers.sentAt)));
  for (const invitation of waiting) {
    await invite(db, now, registration.customerId, registration.name ?? 'the company', invitation, lang);
    await db.update(registrationUsers).set({ sentAt: now }).where(eq(registrationUsers.id, invitation.id));
  }
};
