// Checks later domains add to every password sign-in (security's IP whitelist). Identity comes
// before them in the domain order, so it cannot import them: they register here when loaded.
import type { Db } from '../../db/open.ts';

/** Answers whether the person may sign in from `ip`. */
export type SignInGuard = (db: Db, userId: number, ip: string) => Promise<boolean>;

const guards = new Set<SignInGuard>();

export function registerSignInGuard(guard: SignInGuard): void {
  guards.add(guard);
}

export async function ipAllowed(db: Db, userId: number, ip: string): Promise<boolean> {
  for (const guard of guards) if (!(await guard(db, userId, ip))) return false;
  return true;
}
