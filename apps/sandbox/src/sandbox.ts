// Everything a request handler may use: the database, the clock, sessions, realtime, faults.
import type { Db } from './db/open.ts';
import { AnswerCache } from './api/answer-cache.ts';
import { SessionStore } from './domains/identity/sessions.ts';
import { FaultTable } from './control/faults.ts';
import { RealtimeHub } from './realtime/hub.ts';

export interface Sandbox {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  now: () => Date;
  sessions: SessionStore;
  hub: RealtimeHub;
  faults: FaultTable;
  answers: AnswerCache;
  /** SANDBOX_CONTROL=1: the inbox, messages, faults, publish and reset endpoints exist. */
  control: boolean;
}

export interface SandboxOptions {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  control: boolean;
  now?: () => Date;
  /** Cache read-only answers until the next write (default on). */
  answerCache?: boolean;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.now ?? (() => new Date());
  return {
    db: options.db,
    dbKind: options.dbKind,
    now,
    sessions: new SessionStore(options.db, now),
    hub: new RealtimeHub(),
    faults: new FaultTable(),
    answers: new AnswerCache(options.answerCache ?? true),
    control: options.control,
  };
}
