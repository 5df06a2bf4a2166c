// Access and refresh tokens. Opaque random strings; the database keeps their SHA-256 only.
// Access tokens live 300 s; refresh tokens rotate (the old one is revoked on use) and a reused
// revoked refresh token ends the whole session (every token issued from the same sign-in).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { accessTokens, refreshTokens } from './tables.ts';
import { customerAccesses, users } from '../customer/tables.ts';
import { newToken, sha256Hex } from '../../crypto.ts';

export const ACCESS_TOKEN_SECONDS = 300;
export const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Who is calling: the user, the sign-in they came from, and their own customer. */
export interface Session {
  userId: number;
  sessionId: string;
  customerId: number;
  accessRights: number;
  isAdmin: boolean;
  expiresAt: number;
}

const CACHE_LIMIT = 10_000;

export class SessionStore {
  readonly #db: Db;
  readonly #now: () => Date;
  /** Access-token hash -> session. Safe to cache: every revocation in this process goes through here. */
  readonly #cache = new Map<string, Session>();

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  async issue(userId: number, sessionId: string = randomUUID()): Promise<TokenPair> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = this.#now().getTime();
    await this.#db.insert(accessTokens).values({
      tokenHash: sha256Hex(accessToken),
      userId,
      sessionId,
      expiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000),
    });
    await this.#db.insert(refreshTokens).values({
      tokenHash: sha256Hex(refreshToken),
      userId,
      sessionId,
      expiresAt: new Date(now + REFRESH_TOKEN_SECONDS * 1000),
    });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /** The session of a live access token, or null (unknown, expired or revoked). */
  async authenticate(accessToken: string | undefined): Promise<Session | null> {
    if (!accessToken) return null;
    const hash = sha256Hex(accessToken);
    const cached = this.#cache.get(hash) ?? (await this.#load(hash));
    if (!cached) return null;
    if (cached.expiresAt <= this.#now().getTime()) {
      this.#cache.delete(hash);
      return null;
    }
    return cached;
  }

  async #load(hash: string): Promise<Session | null> {
    const [row] = await this.#db
      .select({
        userId: accessTokens.userId,
        sessionId: accessTokens.sessionId,
        expiresAt: accessTokens.expiresAt,
        customerId: users.customerId,
        isAdmin: users.isAdmin,
        accessRights: customerAccesses.accessRights,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .leftJoin(
        customerAccesses,
        and(eq(customerAccesses.userId, users.id), eq(customerAccesses.customerId, users.customerId)),
      )
      .where(and(eq(accessTokens.tokenHash, hash), isNull(accessTokens.revokedAt)));
    if (!row) return null;
    const session: Session = { ...row, accessRights: row.accessRights ?? 2, expiresAt: row.expiresAt.getTime() };
    if (this.#cache.size >= CACHE_LIMIT) this.#evictExpired();
    this.#cache.set(hash, session);
    return session;
  }

  /** Refresh-token rotation. Null when the token is unknown, expired or already used (then the session ends). */
  async rotate(refreshToken: string): Promise<TokenPair | null> {
    if (!refreshToken) return null;
    const hash = sha256Hex(refreshToken);
    const now = this.#now();
    const [row] = await this.#db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) return null;
    if (row.revokedAt) {
      await this.revokeSession(row.sessionId);
      return null;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;
    const revoked = await this.#db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.revokedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (revoked.length === 0) {
      await this.revokeSession(row.sessionId); // a concurrent use of the same token: treat as reuse
      return null;
    }
    return this.issue(row.userId, row.sessionId);
  }

  /** Logout: revokes the refresh token and every access token of its session. */
  async logout(refreshToken: string): Promise<void> {
    const [row] = await this.#db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
    if (row) await this.revokeSession(row.sessionId);
  }

  async revokeSession(sessionId: string): Promise<void> {
    const now = this.#now();
    await this.#db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
    await this.#db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
    for (const [hash, session] of this.#cache) if (session.sessionId === sessionId) this.#cache.delete(hash);
  }

  /** Forget every cached session (after a database reset). */
  clear(): void {
    this.#cache.clear();
  }

  #evictExpired(): void {
    const now = this.#now().getTime();
    for (const [hash, session] of this.#cache) if (session.expiresAt <= now) this.#cache.delete(hash);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
  }
}
