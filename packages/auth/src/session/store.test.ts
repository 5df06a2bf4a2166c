import { sessionState, useSessionStore } from './store';

const tokens = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresAt: 1_000 + n });

beforeEach(() => sessionState().clear());

describe('the session store: one family per sign-in, generations of rotated tokens', () => {
  test('each sign-in starts a new family at generation 0', () => {
    sessionState().signIn(tokens(0), 'simple');
    const first = sessionState().family;
    sessionState().signIn(tokens(0), 'simple');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionState().family).not.toBe(first);
    expect(sessionState().generation).toBe(0);
  });

  test("this tab's refresh is the next generation; another tab's tokens are taken only when newer", () => {
    sessionState().signIn(tokens(0), 'simple');
    sessionState().setTokens(tokens(1));
    expect(sessionState()).toMatchObject({ tokens: tokens(1), generation: 1 });
    sessionState().adoptTokens(tokens(3), 3);
    expect(sessionState()).toMatchObject({ tokens: tokens(3), generation: 3 });
    sessionState().adoptTokens(tokens(2), 2);
    expect(sessionState()).toMatchObject({ tokens: tokens(3), generation: 3 });
  });

  test('a signed-out tab takes no tokens', () => {
    sessionState().adoptTokens(tokens(5), 5);
    expect(sessionState().tokens).toBeNull();
  });

  test('the family and generation are kept in sessionStorage (a duplicated tab copies them), never localStorage', () => {
    sessionState().signIn(tokens(0), 'simple');
    sessionState().setTokens(tokens(1));
    const stored = JSON.parse(sessionStorage.getItem('paydeck.session') ?? '{}').state;
    expect(stored).toMatchObject({ family: sessionState().family, generation: 1, tokens: tokens(1) });
    expect(localStorage.length).toBe(0);
  });
});

describe('arrival by an entry link', () => {
  test.each([
    ['an entry link', { entryCode: true }, true],
    ['an ordinary sign-in', undefined, false],
  ])('%s: confirm the account on arrival = %s', (_case, options, expected) => {
    sessionState().signIn(tokens(0), 'direct', options);
    expect(useSessionStore.getState().confirmArrival).toBe(expected);
  });

  test('confirming clears it; so does the next sign-in', () => {
    sessionState().signIn(tokens(0), 'direct', { entryCode: true });
    sessionState().arrivalConfirmed();
    expect(sessionState().confirmArrival).toBe(false);
    sessionState().signIn(tokens(0), 'direct', { entryCode: true });
    sessionState().signIn(tokens(0), 'simple');
    expect(sessionState().confirmArrival).toBe(false);
  });
});
