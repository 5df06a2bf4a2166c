// The callers the access tests use: a user of Northwind (boris's company) with a given access right, made in the
// test database (their own customer is the company, as an invited user's; they sign in with the demo password).
import { eq } from 'drizzle-orm';
import { customerAccesses, users } from '../domains/customer/tables.ts';
import { loginOf } from '../seed/people.ts';
import type { TestSandbox } from '../test/harness.ts';

/** Northwind's customer id (boris's own customer). */
export async function northwindOf(t: TestSandbox): Promise<number> {
  const [boris] = await t.db
    .select()
    .from(users)
    .where(eq(users.login, loginOf('boris.business')));
  if (!boris) throw new Error('boris is not seeded');
  return boris.customerId;
}

/** A Northwind user with `accessRights` (0..5), signed in: answers the access token. */
export async function companyUser(t: TestSandbox, name: string, accessRights: number): Promise<string> {
  const [boris] = await t.db
    .select()
    .from(users)
    .where(eq(users.login, loginOf('boris.business')));
  if (!boris) throw new Error('boris is not seeded');
  const [user] = await t.db
    .insert(users)
    .values({
      login: loginOf(name),
      passwordHash: boris.passwordHash,
      firstName: 'Test',
      lastName: `Right ${accessRights}`,
      customerId: boris.customerId,
      userType: 3,
    })
    .returning();
  if (!user) throw new Error(`user ${name} not made`);
  await t.db.insert(customerAccesses).values({ userId: user.id, customerId: boris.customerId, accessRights });
  return (await t.signIn(name)).accessToken;
}
