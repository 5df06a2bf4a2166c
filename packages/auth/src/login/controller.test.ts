// @vitest-environment node
import {
  codeChallengeS256,
  createCodeVerifier,
  type LoginAnswer,
  type LoginInput,
  TokenError,
  type TokenInput,
} from '@paydeck/api-client';
import { type Completion, createLoginController, type LoginDeps } from './controller';
import type { PendingLogin } from './pending';

const tokensOf = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 300 });
const home: Completion = { kind: 'landing', landing: { kind: 'internal', path: '/home' } };
const rejected = (message: string) => new TokenError('rejected', message, { status: 403, serverMessage: message });

function setup(answer: LoginAnswer | { fail: string | false }, tokenSteps: (TokenError | 'ok')[] = ['ok']) {
  let kept: PendingLogin | undefined;
  const logins: LoginInput[] = [];
  const exchanges: TokenInput[] = [];
  const deps: LoginDeps = {
    tokens: {
      login: vi.fn(async (input: LoginInput) => {
        logins.push(input);
        if ('fail' in answer) return { ok: false as const, message: answer.fail, error: rejected(answer.fail || 'x') };
        return { ok: true as const, answer };
      }),
      token: vi.fn(async (input: TokenInput) => {
        exchanges.push(input);
        const step = tokenSteps.shift() ?? 'ok';
        if (step !== 'ok') throw step;
        return tokensOf(exchanges.length);
      }),
      resendPush: vi.fn(async () => {}),
    },
    pkce: async () => {
      const verifier = createCodeVerifier();
      return { verifier, challenge: await codeChallengeS256(verifier) };
    },
    pending: {
      keep: (pending) => {
        kept = pending;
      },
      read: () => kept,
      forget: () => {
        kept = undefined;
      },
    },
    hostCredentials: () => ({ pushToken: 'push-token-1' }),
    complete: vi.fn(async () => home),
    acceptTerms: vi.fn(async () => home),
    onFailed: vi.fn(),
  };
  const controller = createLoginController(deps);
  const state = () => controller.store.getState();
  return { controller, deps, logins, exchanges, state, kept: () => kept };
}

const credentials = { username: ' anna@demo.paydeck.test ', password: 'demo-Pass-1' };

describe('PKCE (RFC 7636, S256) through the sign-in', () => {
  test('the RFC 7636 appendix B vector', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  test('the login sends the S256 challenge of a 128-character verifier; the second step sends that verifier', async () => {
    const { controller, logins, exchanges } = setup({ flow: 'otp', code: 'c1' });
    await controller.submitCredentials(credentials);
    await controller.submitCode('123456');
    const [login] = logins;
    const [exchange] = exchanges;
    expect(login?.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(exchange && 'codeVerifier' in exchange).toBe(true);
    const verifier = exchange && 'codeVerifier' in exchange ? exchange.codeVerifier : '';
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(await codeChallengeS256(verifier)).toBe(login?.codeChallenge);
  });

  test('every sign-in gets a new verifier', async () => {
    const first = setup({ flow: 'direct', code: 'c' });
    const second = setup({ flow: 'direct', code: 'c' });
    await first.controller.submitCredentials(credentials);
    await second.controller.submitCredentials(credentials);
    expect(first.logins[0]?.codeChallenge).not.toBe(second.logins[0]?.codeChallenge);
  });
});

describe('the sign-in flows', () => {
  test('simple: tokens at once complete the sign-in', async () => {
    const { controller, deps, state, logins, kept } = setup({ flow: 'simple', ...tokensOf(0) });
    await controller.submitCredentials(credentials);
    expect(logins[0]).toMatchObject({ client: 'spa', username: 'anna@demo.paydeck.test', pushToken: 'push-token-1' });
    expect(deps.complete).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'a0' }), 'simple');
    expect(state().step).toEqual({ kind: 'done', landing: { kind: 'internal', path: '/home' } });
    expect(kept()).toBeUndefined();
  });

  test('direct: the code is exchanged at once', async () => {
    const { controller, deps, exchanges, kept } = setup({ flow: 'direct', code: 'c1' });
    await controller.submitCredentials(credentials);
    expect(exchanges[0]).toMatchObject({ code: 'c1', otp: undefined });
    expect(deps.complete).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'a1' }), 'direct');
    expect(kept()).toBeUndefined();
  });

  test('otp: code entry; a wrong code keeps the screen with the server message', async () => {
    const { controller, state, exchanges } = setup({ flow: 'otp', code: 'c1' }, [
      rejected('Invalid one-time code'),
      'ok',
    ]);
    await controller.submitCredentials(credentials);
    expect(state().step.kind).toBe('code');
    await controller.submitCode('000000');
    expect(state().step.kind).toBe('code');
    expect(state().error).toEqual({ kind: 'server', message: 'Invalid one-time code' });
    await controller.submitCode(' 123456 ');
    expect(exchanges[1]).toMatchObject({ otp: '123456' });
    expect(state().step.kind).toBe('done');
  });

  test('sms: masked phone and identifier reach the code screen', async () => {
    const answer = { flow: 'sms' as const, code: 'c1', maskedPhone: '+40******123', identifier: '42' };
    const { controller, state } = setup(answer);
    await controller.submitCredentials(credentials);
    expect(state().step).toEqual({ kind: 'code', answer });
  });

  test('push: waits until approved (polling), re-sends, then signs in', async () => {
    const answer = {
      flow: 'push' as const,
      code: 'c1',
      key: 'k1',
      devices: [{ id: 1, name: 'iPhone 15', type: 'ios' }],
      link: 'paydeck://login/approve?key=k1',
    };
    const { controller, state, deps } = setup(answer, [rejected('Login not approved yet'), 'ok']);
    await controller.submitCredentials(credentials);
    expect(state().step).toEqual({ kind: 'approval', answer, refused: false });
    await controller.resendPush();
    expect(deps.tokens.resendPush).toHaveBeenCalledWith('k1');
    expect(state().resent).toBe(true);
    await controller.checkApproval();
    expect(state().step.kind).toBe('approval');
    expect(state().error).toBeNull();
    await controller.checkApproval();
    expect(state().step.kind).toBe('done');
    expect(deps.complete).toHaveBeenCalledWith(expect.anything(), 'push');
  });

  test.each([
    ['the network', new TokenError('network', 'unreachable')],
    ['a 502 of the proxy', new TokenError('badStatus', 'bad gateway', { status: 502 })],
  ])('push: a poll that fails on %s keeps the wait; the next one signs in', async (_, failure) => {
    const answer = { flow: 'push' as const, code: 'c1', key: 'k1', devices: [], link: 'x' };
    const { controller, state } = setup(answer, [failure, 'ok']);
    await controller.submitCredentials(credentials);
    await controller.checkApproval();
    expect(state()).toMatchObject({ step: { kind: 'approval', refused: false }, error: null });
    await controller.checkApproval();
    expect(state().step.kind).toBe('done');
  });

  test('push refused on the device: the wait ends, saying so', async () => {
    const answer = { flow: 'push' as const, code: 'c1', key: 'k1', devices: [], link: 'x' };
    const { controller, state, deps, kept } = setup(answer, [rejected('Login refused')]);
    await controller.submitCredentials(credentials);
    await controller.checkApproval();
    expect(state().step).toMatchObject({ kind: 'approval', refused: true });
    expect(deps.onFailed).toHaveBeenCalled();
    expect(kept()).toBeUndefined();
  });

  test('verifyDevice: waits for the approval like push', async () => {
    const { controller, state } = setup({ flow: 'verifyDevice', code: 'c1' }, [
      rejected('Login not approved yet'),
      'ok',
    ]);
    await controller.submitCredentials(credentials);
    expect(state().step).toMatchObject({ kind: 'approval', refused: false });
    await controller.checkApproval();
    await controller.checkApproval();
    expect(state().step.kind).toBe('done');
  });

  test('an expired code sends the person back to sign in again', async () => {
    const { controller, state } = setup({ flow: 'push', code: 'c1', key: 'k', devices: [], link: 'x' }, [
      rejected('Code expired'),
    ]);
    await controller.submitCredentials(credentials);
    await controller.checkApproval();
    expect(state()).toMatchObject({ step: { kind: 'credentials' }, error: { kind: 'expired' } });
  });

  test('a wrong password shows the server message', async () => {
    const { controller, state, deps } = setup({ fail: 'Invalid username or password' });
    await controller.submitCredentials(credentials);
    expect(state()).toMatchObject({
      step: { kind: 'credentials' },
      error: { kind: 'server', message: 'Invalid username or password' },
    });
    expect(deps.onFailed).toHaveBeenCalledOnce();
  });

  test('a failure without a message ("false") shows our own text', async () => {
    const { controller, state } = setup({ fail: false });
    await controller.submitCredentials(credentials);
    expect(state().error).toEqual({ kind: 'failed' });
  });
});

describe('second-factor migration', () => {
  test('soft: the person may continue, then the flow goes on', async () => {
    const migration = { type: 'soft' as const, strategy: 'migrate' as const, daysLeft: 12 };
    const { controller, state } = setup({ flow: 'sms', code: 'c1', maskedPhone: '+4*', identifier: '07', migration });
    await controller.submitCredentials(credentials);
    expect(state().step).toMatchObject({ kind: 'migration', migration });
    await controller.continueAfterMigration();
    expect(state().step.kind).toBe('code');
  });

  test('soft on a simple sign-in completes it after continue', async () => {
    const migration = { type: 'soft' as const, strategy: 'enable' as const, daysLeft: 3 };
    const { controller, state, deps } = setup({ flow: 'simple', ...tokensOf(0), migration });
    await controller.submitCredentials(credentials);
    expect(deps.complete).not.toHaveBeenCalled();
    await controller.continueAfterMigration();
    expect(state().step.kind).toBe('done');
  });

  test('strict: cannot continue, and nothing is kept for a second step', async () => {
    const migration = { type: 'strict' as const, strategy: 'migrate' as const, daysLeft: 0 };
    const { controller, state, deps, kept } = setup({ flow: 'otp', code: 'c1', migration });
    await controller.submitCredentials(credentials);
    await controller.continueAfterMigration();
    expect(state().step).toMatchObject({ kind: 'migration', migration });
    expect(deps.tokens.token).not.toHaveBeenCalled();
    expect(kept()).toBeUndefined();
    expect(controller.resume()).toBe(false);
  });
});

describe('terms, entry codes and resuming', () => {
  test('terms to accept come as a step; accepting continues to the landing', async () => {
    const terms = [{ id: 3, key: 'fees', label: 'Fee schedule 2026' }];
    const { controller, deps, state } = setup({ flow: 'simple', ...tokensOf(0) });
    vi.mocked(deps.complete).mockResolvedValueOnce({ kind: 'terms', terms });
    await controller.submitCredentials(credentials);
    expect(state().step).toEqual({ kind: 'terms', terms });
    await controller.acceptTerms();
    expect(deps.acceptTerms).toHaveBeenCalledWith(terms);
    expect(state().step.kind).toBe('done');
  });

  test('an entry code with its verifier is exchanged for tokens, marked as an entry (never a sign-in code)', async () => {
    const { controller, exchanges, state } = setup({ flow: 'simple', ...tokensOf(0) });
    await controller.exchangeEntryCode('entry-code', 'v'.repeat(64));
    expect(exchanges).toEqual([{ code: 'entry-code', codeVerifier: 'v'.repeat(64), entry: true }]);
    expect(state().step.kind).toBe('done');
  });

  test('an entry code completes marked, so the arrival names whose account it is', async () => {
    const { controller, deps } = setup({ flow: 'simple', ...tokensOf(0) });
    await controller.exchangeEntryCode('entry-code', 'v'.repeat(64));
    expect(deps.complete).toHaveBeenCalledWith(expect.anything(), 'direct', {
      entryCode: true,
    });
  });

  test('a reload between the steps resumes the second step with the kept verifier', async () => {
    const first = setup({ flow: 'otp', code: 'c1' });
    await first.controller.submitCredentials(credentials);
    const kept = first.kept();
    const second = setup({ flow: 'otp', code: 'unused' });
    second.deps.pending.keep(kept as PendingLogin);
    expect(second.controller.resume()).toBe(true);
    await vi.waitFor(() => expect(second.state().step.kind).toBe('code'));
    await second.controller.submitCode('111111');
    expect(second.exchanges[0]).toMatchObject({ code: 'c1', codeVerifier: kept?.verifier });
  });
});
