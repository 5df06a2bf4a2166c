// Who calls the contracts service (api-client PROTOCOL.md, Changes 4): the session's bearer token, and the
// customer acted for in X-Customer-Id (the person's own, or a company they have access to; an admin any).
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bearerToken } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customerAccesses, customers } from '../customer/tables.ts';

export type Caller = { customerId: number; userId: number } | { status: 401 | 403 | 404; message: string };

export async function callerOf(sandbox: Sandbox, c: Context): Promise<Caller> {
  const session = await sandbox.sessions.authenticate(bearerToken(c));
  if (!session) return { status: 401, message: 'Unauthorized' };
  const raw = c.req.header('x-customer-id');
  if (raw === undefined || raw === '' || Number(raw) === session.customerId) {
    return { customerId: session.customerId, userId: session.userId };
  }
  const customerId = Number(raw);
  if (!Number.isInteger(customerId) || customerId < 1) return { status: 404, message: `Customer ${raw} not found` };
  const [exists] = await sandbox.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!exists) return { status: 404, message: `Customer ${customerId} not found` };
  if (session.isAdmin) return { customerId, userId: session.userId };
  const [access] = await sandbox.db
    .select({ rights: customerAccesses.accessRights })
    .from(customerAccesses)
    .where(and(eq(customerAccesses.userId, session.userId), eq(customerAccesses.customerId, customerId)));
  if (!access || access.rights === 0) return { status: 403, message: `No access to customer ${customerId}` };
  return { customerId, userId: session.userId };
}
