import { createCodeVerifier } from '@paydeck/api-client';
import { storageKeys } from '../session/storage';
import { PENDING_LOGIN_TTL_MS, pendingLogin } from './pending';

const answer = { flow: 'otp' as const, code: 'code-1' };

describe('pendingLogin: the verifier survives a reload between the steps', () => {
  beforeEach(() => {
    pendingLogin.forget();
    sessionStorage.clear();
  });

  test('kept in sessionStorage and read back after the memory is gone', async () => {
    const verifier = createCodeVerifier();
    pendingLogin.keep({ verifier, answer, startedAt: Date.now() });
    expect(JSON.parse(sessionStorage.getItem(storageKeys.pkce) ?? '{}').verifier).toBe(verifier);
    expect(localStorage.length).toBe(0);
    // a reload: a fresh module would have nothing in memory
    vi.resetModules();
    const fresh = (await import('./pending')).pendingLogin;
    expect(fresh.read()?.verifier).toBe(verifier);
    expect(fresh.read()?.answer).toEqual(answer);
  });

  test('older than the code lifetime: dropped', () => {
    pendingLogin.keep({ verifier: createCodeVerifier(), answer, startedAt: 0 });
    expect(pendingLogin.read(PENDING_LOGIN_TTL_MS + 1)).toBeUndefined();
    expect(sessionStorage.getItem(storageKeys.pkce)).toBeNull();
  });

  test('a tampered entry is ignored', async () => {
    sessionStorage.setItem(storageKeys.pkce, JSON.stringify({ verifier: 'short', answer, startedAt: Date.now() }));
    vi.resetModules();
    const fresh = (await import('./pending')).pendingLogin;
    expect(fresh.read()).toBeUndefined();
  });
});
