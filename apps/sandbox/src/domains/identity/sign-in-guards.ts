// Checks later domains add to every password sign-in (security's IP whitelist, registration's account waiting
// for activation). Identity comes before them in the domain order, so it cannot import them: they register here
// when loaded.
import type { Db } from '../../db/open.ts';

/** Answers whether the person may sign in from `ip`: true, false (refused as "Access denied"), or a refusal's text. */
export type SignInGuard = (db: Db, userId: number, ip: string) => Promise<boolean | string>;

const guards = new Set<SignInGuard>();

export function registerSignInGuard(guard: SignInGuard): void {
  guards.add(guard);
}

/** true when every guard lets the person in; else the first refusal (false, or its own text). */
export async function ipAllowed(db: Db, userId: number, ip: string): Promise<boolean | string> {
  for (const guard of guards) {
    const verdict = await guard(db, userId, ip);
    if (verdict !== true) return verdict;
  }
  return true;
}
