// Tables of the identity domain (the token service): linked devices, sign-ins in progress, partner
// ("sei") authorizations, access and refresh tokens (hashes only), login history, and the one-time
// codes of activation, recovery and settings confirmations.
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.ts';
import { users } from '../customer/tables.ts';

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  code: text('code').notNull(),
  type: text('type').notNull(), // android | ios
  name: text('name').notNull(),
  location: text('location'),
  secretHash: text('secret_hash').notNull(),
  pushToken: text('push_token'),
  approved: boolean('approved').notNull().default(false),
  approveMethodId: smallint('approve_method_id'),
  lastActivityAt: at('last_activity_at'),
  createdAt: createdAt(),
});

/** One sign-in in progress: the authorization code, its PKCE challenge and the second factor. */
export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  loginKey: text('login_key').unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  flow: text('flow').notNull(),
  client: text('client').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  /** SHA-256 of the one-time code (otp and sms flows), never the code itself. */
  otp: text('otp'),
  /** Wrong one-time codes given for this sign-in; the fifth ends it. */
  tries: smallint('tries').notNull().default(0),
  identifier: text('identifier'),
  status: text('status').notNull().default('pending'), // pending approved refused
  usedAt: at('used_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** A partner site's sign-in request (client "sei"): approved by a signed-in person in the web app. */
export const seiAuthorizations = pgTable('sei_authorizations', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  state: text('state'),
  codeChallenge: text('code_challenge').notNull(),
  usedAt: at('used_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

export const accessTokens = pgTable('access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  sessionId: text('session_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: text('session_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** When rotation replaced it: the previous token still works for a few seconds (a frozen tab). */
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    client: text('client').notNull(),
    flow: text('flow').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time codes of the account flows: activation (personal, business, employee), password recovery,
 * the confirmation of a two-step or password change, and entry codes (an entry link's `code`). Only the
 * hash of the code is kept; `payload` holds what the confirmation applies (the new mode, the new password
 * hash; an entry code's PKCE challenge and the end of the session that asked for it).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(), // a CodePurpose (verification-codes.ts)
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Wrong guesses so far; the fifth spends the code. */
    tries: smallint('tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

/**
 * One sign-in's session: what every token of it shares. Idle and absolute lifetimes are checked here,
 * so they survive refresh rotation; `endedAt` ends every token at once. `deviceId` marks a linked
 * device's own session (the device flow), the only kind that may answer a push approval.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: integer('device_id'),
    /** Who signed in: spa (the person), sei (a partner site, limited to reading), device (a linked device). */
    client: text('client').notNull().default('spa'),
    /**
     * When its sign-in passed every factor the person has (their own flow: the second factor, or the
     * password alone for a person without one); null for partner, device and activation sign-ins.
     */
    secondFactorAt: at('second_factor_at'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute end (12 h after sign-in), whatever the activity. */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins in a row per username typed (PSD2 RTS art. 4(3)(b)), and the lock they lead to
 * (lockout.ts). Keyed by the SHA-256 of the normalised username, whether or not it is anyone's login: an
 * unknown username is counted and locked like a real one (nothing tells them apart), and what strangers
 * typed is not kept.
 */
export const signInLocks = pgTable('sign_in_locks', {
  loginHash: text('login_hash').primaryKey(),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
});

/**
 * Codes asked for without a session by an address (recovery, activation resend): counted by the SHA-256 of
 * the address asked for, whether or not it is anyone's login, so the limit answers alike (code-sends.ts).
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    loginHash: text('login_hash').notNull(),
    requestedAt: at('requested_at').notNull(),
  },
  (t) => [index('code_requests_idx').on(t.purpose, t.loginHash, t.requestedAt)],
);

/**
 * What the sandbox's pretend phone holds: the secret of each demo device, so the inbox can approve a
 * push with the device's own credentials like the real app. Only the controls read it.
 */
export const phoneKeychain = pgTable('phone_keychain', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
});
