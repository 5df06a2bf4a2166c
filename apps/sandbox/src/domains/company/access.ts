// Who may do what on a company (WIRE-business.md "Who may do what"): reads need a right 1–5; uploads 2, 3,
// 4 or 5; every other change 2 (full access). An admin acting for a company reads (dispatch refuses their
// other writes but the admin actions). A customer that is not a company has no company calls.
import { eq } from 'drizzle-orm';
import { type Answer, accessDenied, failure } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import { customers, users } from '../customer/tables.ts';

export type Need = 'read' | 'upload' | 'full';

const allowed: Record<Need, readonly number[]> = {
  read: [1, 2, 3, 4, 5],
  upload: [2, 3, 4, 5],
  full: [2],
};

/** Why the caller may not do this on the company acted for, or undefined when they may. */
export async function companyRefusal(ctx: SessionContext, need: Need): Promise<Answer | undefined> {
  const [customer] = await ctx.db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, ctx.customerId));
  if (!customer || customer.customerType === 0) return failure('TA1', 'This customer is not a company');
  if (ctx.session.isAdmin && ctx.customerId !== ctx.session.customerId)
    return need === 'read' ? undefined : accessDenied();
  return allowed[need].includes(ctx.accessRights) ? undefined : accessDenied();
}

/** The admin actions of spec 6: only an admin. */
export const adminRefusal = (ctx: SessionContext): Answer | undefined =>
  ctx.session.isAdmin ? undefined : accessDenied();

/** The caller's login (who uploaded a document). */
export async function loginOf(ctx: SessionContext): Promise<string> {
  const [user] = await ctx.db.select({ login: users.login }).from(users).where(eq(users.id, ctx.session.userId));
  return user?.login ?? 'unknown';
}
