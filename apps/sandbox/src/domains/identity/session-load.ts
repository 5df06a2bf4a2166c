// The session behind an access token, read in one query: the token, its session (not ended), the user
// and their access to their own customer. sessions.ts caches what this answers.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { accessTokens, sessions } from './tables.ts';

export type SessionClient = 'spa' | 'sei' | 'device';

/** Who is calling: the user, the sign-in they came from, and their own customer. */
export interface Session {
  userId: number;
  sessionId: string;
  /** A linked device's own session (the device flow), else null. */
  deviceId: number | null;
  /** spa: the person; sei: a partner site (reads only); device: a linked device. */
  client: SessionClient;
  customerId: number;
  accessRights: number;
  isAdmin: boolean;
  /** When the access token expires (ms). */
  expiresAt: number;
}

/** The session of an unrevoked access token (by its hash) whose session has not ended, or null. */
export async function loadSession(db: Db, tokenHash: string): Promise<Session | null> {
  const [row] = await db
    .select({
      userId: accessTokens.userId,
      sessionId: accessTokens.sessionId,
      expiresAt: accessTokens.expiresAt,
      deviceId: sessions.deviceId,
      client: sessions.client,
      customerId: users.customerId,
      isAdmin: users.isAdmin,
      accessRights: customerAccesses.accessRights,
    })
    .from(accessTokens)
    .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(
      customerAccesses,
      and(eq(customerAccesses.userId, users.id), eq(customerAccesses.customerId, users.customerId)),
    )
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), isNull(sessions.endedAt)));
  if (!row) return null;
  return {
    ...row,
    client: row.client as SessionClient,
    accessRights: row.accessRights ?? 2,
    expiresAt: row.expiresAt.getTime(),
  };
}
