// Sessions and their tokens. Opaque random strings; the database keeps their SHA-256 only.
// A session (one sign-in) has an idle lifetime (the brands' setting) and an absolute one (12 h): both
// are checked on every access-token use and refresh, so rotation cannot stretch them. Access tokens live
// 300 s; refresh tokens rotate, and the token just replaced still works for REUSE_GRACE_SECONDS (a tab
// frozen mid-rotation); a replaced token used later, or a revoked one, ends the whole session.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/open.ts';
import { accessTokens, refreshTokens, sessions } from './tables.ts';
import { newToken, sha256Hex } from '../../crypto.ts';
import { loadSession, type Session, type SessionClient } from './session-load.ts';

export type { Session, SessionClient } from './session-load.ts';

export const ACCESS_TOKEN_SECONDS = 300;
export const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;
export const ABSOLUTE_SESSION_SECONDS = 12 * 60 * 60;
export const REUSE_GRACE_SECONDS = 5;
/** How often (at most) a session's last activity is written to the database. */
const PERSIST_ACTIVITY_MS = 60_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface Life {
  lastSeen: number;
  persisted: number;
  endsAt: number;
  ended: boolean;
}

const CACHE_LIMIT = 10_000;

export interface SessionStoreOptions {
  idleMinutes: number;
  /** Called when a session ends (the realtime hub closes its sockets). */
  onEnd?: (sessionId: string) => void;
}

export class SessionStore {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #idleMs: number;
  readonly #onEnd: (sessionId: string) => void;
  /** Access-token hash -> session. Safe to cache: every revocation in this process goes through here. */
  readonly #cache = new Map<string, Session>();
  /** Session id -> its lifetimes and last activity (the database has them too, activity at most a minute late). */
  readonly #lives = new Map<string, Life>();

  constructor(db: Db, now: () => Date, options: SessionStoreOptions) {
    this.#db = db;
    this.#now = now;
    this.#idleMs = options.idleMinutes * 60_000;
    this.#onEnd = options.onEnd ?? (() => {});
  }

  get idleMinutes(): number {
    return this.#idleMs / 60_000;
  }

  /** A new session (a completed sign-in) and its first tokens; `db`: the caller's transaction, if it runs in one. */
  async issue(
    userId: number,
    options: { deviceId?: number; secondFactor?: boolean; client?: SessionClient; endsBy?: number; db?: Db } = {},
  ): Promise<TokenPair> {
    const db = options.db ?? this.#db;
    const sessionId = randomUUID();
    const now = this.#now();
    // `endsBy`: a session made from another (an entry link) never outlives the one it came from.
    const endsAt = new Date(Math.min(now.getTime() + ABSOLUTE_SESSION_SECONDS * 1000, options.endsBy ?? Infinity));
    await db.insert(sessions).values({
      id: sessionId,
      userId,
      deviceId: options.deviceId ?? null,
      client: options.client ?? (options.deviceId !== undefined ? 'device' : 'spa'),
      secondFactorAt: options.secondFactor ? now : null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: endsAt,
    });
    this.#lives.set(sessionId, {
      lastSeen: now.getTime(),
      persisted: now.getTime(),
      endsAt: endsAt.getTime(),
      ended: false,
    });
    return this.#tokens(userId, sessionId, endsAt.getTime(), db);
  }

  async #tokens(userId: number, sessionId: string, endsAt: number, db: Db = this.#db): Promise<TokenPair> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = this.#now().getTime();
    const accessEnds = Math.min(now + ACCESS_TOKEN_SECONDS * 1000, endsAt);
    await db.insert(accessTokens).values({
      tokenHash: sha256Hex(accessToken),
      userId,
      sessionId,
      expiresAt: new Date(accessEnds),
    });
    await db.insert(refreshTokens).values({
      tokenHash: sha256Hex(refreshToken),
      userId,
      sessionId,
      expiresAt: new Date(Math.min(now + REFRESH_TOKEN_SECONDS * 1000, endsAt)),
    });
    return { accessToken, refreshToken, expiresIn: Math.max(1, Math.round((accessEnds - now) / 1000)) };
  }

  /** The session of a live access token, or null (unknown, expired, revoked, idle or past its end). */
  async authenticate(accessToken: string | undefined): Promise<Session | null> {
    if (!accessToken) return null;
    const hash = sha256Hex(accessToken);
    const cached = this.#cache.get(hash) ?? (await this.#load(hash));
    if (!cached) return null;
    if (cached.expiresAt <= this.#now().getTime()) {
      this.#cache.delete(hash);
      return null;
    }
    return (await this.#touch(cached.sessionId)) ? cached : null;
  }

  /** Whether the session still lives; if so, now counts as its last activity. */
  async #touch(sessionId: string): Promise<boolean> {
    const life = await this.#life(sessionId);
    const now = this.#now().getTime();
    if (!life || life.ended) return false;
    if (this.#over(life, now)) {
      await this.revokeSession(sessionId);
      return false;
    }
    life.lastSeen = now;
    if (now - life.persisted >= PERSIST_ACTIVITY_MS) {
      life.persisted = now;
      await this.#db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, sessionId));
    }
    return true;
  }

  #over(life: Life, now: number): boolean {
    return now >= life.endsAt || now - life.lastSeen > this.#idleMs;
  }

  /**
   * Whether the session still lives, without counting as its activity (an open realtime socket checks
   * this): one past its idle or absolute end is ended now, which closes its sockets.
   */
  async check(sessionId: string): Promise<boolean> {
    const life = await this.#life(sessionId);
    if (!life || life.ended) return false;
    if (!this.#over(life, this.#now().getTime())) return true;
    await this.revokeSession(sessionId);
    return false;
  }

  /** When a live session ends at the latest (its absolute lifetime), in ms; undefined once it has ended. */
  async endOf(sessionId: string): Promise<number | undefined> {
    const life = await this.#life(sessionId);
    return life && !life.ended ? life.endsAt : undefined;
  }

  async #life(sessionId: string): Promise<Life | undefined> {
    const known = this.#lives.get(sessionId);
    if (known) return known;
    const [row] = await this.#db.select().from(sessions).where(eq(sessions.id, sessionId));
    if (!row) return undefined;
    const life = {
      lastSeen: row.lastSeenAt.getTime(),
      persisted: row.lastSeenAt.getTime(),
      endsAt: row.expiresAt.getTime(),
      ended: row.endedAt !== null,
    };
    this.#lives.set(sessionId, life);
    return life;
  }

  async #load(hash: string): Promise<Session | null> {
    const session = await loadSession(this.#db, hash);
    if (!session) return null;
    if (this.#cache.size >= CACHE_LIMIT) this.#evictExpired();
    this.#cache.set(hash, session);
    return session;
  }

  /** Refresh-token rotation. Null when the token is unknown, expired, reused or its session has ended. */
  async rotate(refreshToken: string): Promise<TokenPair | null> {
    if (!refreshToken) return null;
    const hash = sha256Hex(refreshToken);
    const now = this.#now();
    const [row] = await this.#db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) return null;
    if (row.revokedAt) {
      await this.revokeSession(row.sessionId); // a revoked token came back: theft, end everything
      return null;
    }
    if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await this.revokeSession(row.sessionId); // replaced long ago and used again: reuse
      return null;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;
    if (!(await this.#touch(row.sessionId))) return null;
    if (!row.rotatedAt) {
      // Concurrent uses of one token both land here; the later ones are within the grace window.
      await this.#db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt)));
    }
    const life = await this.#life(row.sessionId);
    return this.#tokens(row.userId, row.sessionId, life?.endsAt ?? now.getTime());
  }

  /** Logout: ends the session of the refresh token (every token of it, and its realtime sockets). */
  async logout(refreshToken: string): Promise<void> {
    const [row] = await this.#db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
    if (row) await this.revokeSession(row.sessionId);
  }

  /** `db`: the caller's transaction, if it runs in one (its sockets close once that commits: db/after-commit.ts). */
  async revokeSession(sessionId: string, db: Db = this.#db): Promise<void> {
    const now = this.#now();
    await db
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
    await db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
    this.#forget(sessionId);
    afterCommit(() => {
      this.#forget(sessionId); // again: a request between the write and its commit may have read the old row
      this.#onEnd(sessionId);
    });
  }

  /** The session is read again from the database: ended. */
  #forget(sessionId: string): void {
    this.#lives.delete(sessionId);
    for (const [hash, session] of this.#cache) if (session.sessionId === sessionId) this.#cache.delete(hash);
  }

  /** Ends every session of a person but `keep` (a password change keeps the session that made it). */
  async revokeUserSessions(userId: number, keep?: string, db: Db = this.#db): Promise<void> {
    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined));
    for (const { id } of live) await this.revokeSession(id, db);
  }

  /** Whether the session's sign-in passed a second factor within the last `seconds`. */
  async freshSecondFactor(sessionId: string, seconds: number): Promise<boolean> {
    const [row] = await this.#db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.at != null && this.#now().getTime() - row.at.getTime() <= seconds * 1000;
  }

  /** Forget every cached session (after a database reset, or a change of access rights: again once it commits). */
  clear(): void {
    this.#cache.clear();
    this.#lives.clear();
    afterCommit(() => {
      this.#cache.clear();
      this.#lives.clear();
    });
  }

  #evictExpired(): void {
    const now = this.#now().getTime();
    for (const [hash, session] of this.#cache) if (session.expiresAt <= now) this.#cache.delete(hash);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
  }
}
