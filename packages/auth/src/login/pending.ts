import type { LoginAnswer } from '@paydeck/api-client';
import * as v from 'valibot';
import { safeSessionStorage, storageKeys } from '../session/storage';

/** A sign-in between its two steps: the PKCE verifier and the first answer (identity spec 4.1). */
export interface PendingLogin {
  verifier: string;
  answer: LoginAnswer;
  startedAt: number;
}

/** The token service's codes live 300 s; a pending sign-in older than that is dropped. */
export const PENDING_LOGIN_TTL_MS = 300_000;

/**
 * The kept answer was parsed by the token client when it arrived; read back, its shape is checked
 * again loosely (the full schema lives in the transport, which this first-load module must not import).
 */
const PendingSchema = v.object({
  verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9\-._~]{43,128}$/)),
  answer: v.looseObject({
    flow: v.picklist(['direct', 'otp', 'push', 'verifyDevice', 'sms']),
    code: v.pipe(v.string(), v.minLength(1)),
  }),
  startedAt: v.number(),
});

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
        const parsed = v.safeParse(PendingSchema, JSON.parse(safeSessionStorage.get(storageKeys.pkce) ?? 'null'));
        pending = parsed.success ? (parsed.output as PendingLogin) : undefined;
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
