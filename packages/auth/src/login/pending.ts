import type { LoginAnswer } from '@paydeck/api-client';
import { safeSessionStorage, storageKeys } from '../session/storage';

/** A sign-in between its two steps: the PKCE verifier and the first answer (identity spec 4.1). */
export interface PendingLogin {
  verifier: string;
  answer: LoginAnswer;
  startedAt: number;
}

/** The token service's codes live 300 s; a pending sign-in older than that is dropped. */
export const PENDING_LOGIN_TTL_MS = 300_000;

const flows: readonly string[] = ['direct', 'otp', 'push', 'verifyDevice', 'sms'];

/**
 * The kept answer was parsed by the token client when it arrived; read back, its shape is checked
 * again loosely (the full schema lives in the transport, which this first-load module must not import,
 * and so does valibot: plain checks keep the login page's first paint light).
 */
function isPendingLogin(value: unknown): value is PendingLogin {
  if (typeof value !== 'object' || value === null) return false;
  const { verifier, answer, startedAt } = value as Record<string, unknown>;
  if (typeof verifier !== 'string' || !/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  if (typeof startedAt !== 'number' || Number.isNaN(startedAt)) return false;
  if (typeof answer !== 'object' || answer === null) return false;
  const { flow, code } = answer as Record<string, unknown>;
  return typeof flow === 'string' && flows.includes(flow) && typeof code === 'string' && code.length > 0;
}

let inMemory: PendingLogin | undefined;

/**
 * Kept in memory and in sessionStorage, so a reload between the steps does not lose the verifier.
 * (sessionStorage is per tab and cleared with it; the verifier is useless without the single-use code.)
 */
export const pendingLogin = {
  keep(pending: PendingLogin): void {
    inMemory = pending;
    safeSessionStorage.set(storageKeys.pkce, JSON.stringify(pending));
  },
  read(now = Date.now()): PendingLogin | undefined {
    let pending = inMemory;
    if (!pending) {
      try {
        const stored: unknown = JSON.parse(safeSessionStorage.get(storageKeys.pkce) ?? 'null');
        pending = isPendingLogin(stored) ? stored : undefined;
      } catch {
        pending = undefined;
      }
    }
    if (pending && now - pending.startedAt > PENDING_LOGIN_TTL_MS) {
      pendingLogin.forget();
      return undefined;
    }
    inMemory = pending;
    return pending;
  },
  forget(): void {
    inMemory = undefined;
    safeSessionStorage.remove(storageKeys.pkce);
  },
};
