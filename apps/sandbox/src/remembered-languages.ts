// The language each session and each person last used: every method call that names one (the body's `lang` or
// Accept-Language) and the realtime socket (its `lang` at connect, then each `language` frame) tell it. The
// realtime channel has no request to read a language from, so a session's notifications are written in its
// language; an e-mail to a person the call did not come from is written in theirs. Kept in memory while the
// sandbox runs (a restart forgets: the browser's socket tells its language again when it reconnects).
import type { Lang } from './lang.ts';

/** More sessions than this and the oldest told are forgotten first (a Map keeps insertion order). */
const KEPT = 10_000;

function keep<K>(map: Map<K, Lang>, key: K, lang: Lang) {
  map.delete(key);
  map.set(key, lang);
  if (map.size > KEPT) map.delete(map.keys().next().value as K);
}

export class RememberedLanguages {
  readonly #sessions = new Map<string, Lang>();
  readonly #users = new Map<number, Lang>();

  /** A session of this person used `lang` (a call, or its socket). */
  remember(session: { sessionId: string; userId: number }, lang: Lang): void {
    keep(this.#sessions, session.sessionId, lang);
    keep(this.#users, session.userId, lang);
  }

  ofSession(sessionId: string): Lang | undefined {
    return this.#sessions.get(sessionId);
  }

  /** The person's latest language (of any of their sessions). */
  ofUser(userId: number): Lang | undefined {
    return this.#users.get(userId);
  }

  /** The session ended. */
  forget(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }
}
