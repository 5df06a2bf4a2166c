// Everything a request handler may use: the database, the clock, sessions, realtime, faults.
import { randomBytes } from 'node:crypto';
import { loadAllBrands } from '@paydeck/brand-config/node';
import type { Db } from './db/open.ts';
import { AnswerCache } from './api/answer-cache.ts';
import { SessionStore } from './domains/identity/sessions.ts';
import { FaultTable } from './control/faults.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { RememberedLanguages } from './remembered-languages.ts';

export interface Sandbox {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  now: () => Date;
  sessions: SessionStore;
  hub: RealtimeHub;
  /** The language each session and person last used (notifications, e-mails to a person). */
  languages: RememberedLanguages;
  faults: FaultTable;
  answers: AnswerCache;
  /** SANDBOX_CONTROL=1: the inbox, messages, faults, publish and reset endpoints exist. */
  control: boolean;
  /** What every control call must carry (the `x-sandbox-secret` header, or HTTP Basic's password). */
  controlSecret: string;
  /** The proxies whose `X-Forwarded-For` names the client (SANDBOX_TRUSTED_PROXIES; http.ts `clientIp`). */
  trustedProxies: ReadonlySet<string>;
}

export interface SandboxOptions {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  control: boolean;
  now?: () => Date;
  /** Cache read-only answers until the next write (default on). */
  answerCache?: boolean;
  /** The controls' secret (SANDBOX_CONTROL_SECRET); made at random when absent. */
  controlSecret?: string | undefined;
  /** SANDBOX_TRUSTED_PROXIES (none by default: the socket's peer is the client). */
  trustedProxies?: Iterable<string>;
  /** A session's idle lifetime (default: the longest of the brands' `sessionIdleMinutes`). */
  idleMinutes?: number;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.now ?? (() => new Date());
  const languages = new RememberedLanguages();
  const hub = new RealtimeHub((sessionId) => languages.ofSession(sessionId));
  const sessions = new SessionStore(options.db, now, {
    idleMinutes: options.idleMinutes ?? brandsIdleMinutes(),
    onEnd: (sessionId) => {
      hub.closeSession(sessionId);
      languages.forget(sessionId);
    },
  });
  return {
    db: options.db,
    dbKind: options.dbKind,
    now,
    sessions,
    hub,
    languages,
    faults: new FaultTable(),
    answers: new AnswerCache(options.answerCache ?? true),
    control: options.control,
    controlSecret: options.controlSecret || randomBytes(18).toString('base64url'),
    trustedProxies: new Set(options.trustedProxies ?? []),
  };
}

/**
 * The sandbox serves every brand and a session does not say which: its idle lifetime is the longest of
 * the brands' settings, so the server never ends a session the brand's page still keeps.
 */
function brandsIdleMinutes(): number {
  return Math.max(...loadAllBrands().map(({ brand }) => brand.sessionIdleMinutes));
}
