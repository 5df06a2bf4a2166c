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

  test.each<[string, unknown]>([
    ['a short verifier', { verifier: 'short', answer, startedAt: 1 }],
    ['an unknown flow', { verifier: 'v'.repeat(43), answer: { flow: 'magic', code: 'c' }, startedAt: 1 }],
    ['an empty code', { verifier: 'v'.repeat(43), answer: { flow: 'otp', code: '' }, startedAt: 1 }],
    ['no start time', { verifier: 'v'.repeat(43), answer }],
    ['no answer', { verifier: 'v'.repeat(43), startedAt: 1 }],
    ['not an object', 'pending'],
  ])('a tampered entry is ignored: %s', async (_label, stored) => {
    sessionStorage.setItem(storageKeys.pkce, JSON.stringify(stored));
    vi.resetModules();
    const fresh = (await import('./pending')).pendingLogin;
    expect(fresh.read(2)).toBeUndefined();
  });
});
