import { QueryClient } from '@tanstack/react-query';
import { createLogout, setLogoutNavigator } from './logout';
import { holdsSecret, isKeptQueryKey, isPersistable } from './persisted-queries';
import {
  persistedMaxAge,
  persistenceBuster,
  readPersistedQueries,
  startQueryPersistence,
  writePersistedQueries,
} from './query-persistence';
import { storageKeys } from './storage';
import { sessionState } from './store';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 300_000 };
const customer = { userId: 1, customerId: 1, login: 'anna@demo.paydeck.test', firstName: 'Anna', taxId: '123' };
const countries = { items: [{ id: 'DE', name: 'Germany' }] };
const stored = () => sessionStorage.getItem(storageKeys.queries);

beforeEach(() => {
  sessionStorage.clear();
  sessionState().clear();
  sessionState().signIn(tokens, 'simple');
});

describe('which query answers are kept in sessionStorage', () => {
  test.each([
    ['user: customer info', ['auth', 'customer']],
    ['business: access info of the company acted for', ['auth', 'access', 42]],
    ['business: company info', ['kyc', 'company', 42, 'info']],
    ['dictionary: kyc countries', ['kyc-dictionary', 'countries', '', 'en']],
    ['dictionary: kyc states', ['kyc-dictionary', 'states', 'US']],
    ['dictionary: registration industries', ['registration', 'dictionary', 'en', 'industries', '']],
    ['dictionary: transaction types', ['accounts', 'transaction-types', 'en']],
    ['contracts list', ['contracts', 'list', { page: 1 }, 7]],
    ['a contract', ['contracts', 'one', 3]],
    ['support tickets', ['support', 'tickets']],
    ['support proxy tickets', ['support', 'proxy-tickets']],
    ['support stats', ['support', 'stats']],
    ['support ticket fields', ['support', 'fields']],
  ])('kept: %s', (_, key) => {
    expect(isKeptQueryKey(key)).toBe(true);
  });

  test.each([
    ['card details (number, CVV)', ['cards', 'virtual-details', 5]],
    ['card info', ['cards', 'info', 5]],
    ['card activation (PIN, codes)', ['cards', 'activation', 5]],
    ['a SEI authorization (codes)', ['auth', 'sei', 'abc']],
    ['security settings and devices', ['auth', 'security', 'devices']],
    ['login history', ['auth', 'security', 'login-history', { pageNumber: 1 }]],
    ['kyc personal records', ['kyc', 'customer-info']],
    ['kyc documents', ['kyc', 'documents']],
    ['company representatives', ['kyc', 'company', 42, 'representatives', 'all']],
    ['accounts and balances', ['accounts', 'list']],
    ['transaction history', ['accounts', 'history', 'page', {}]],
    ['support conversations (free text)', ['support', 'conversations', 't1']],
    ['transfers', ['transfers', 'beneficiaries']],
    ['contract companies lookup', ['contracts', 'companies', 7, null]],
    ['registration email check', ['registration', 'emailCheck', 'a@b.c']],
  ])('never kept: %s', (_, key) => {
    expect(isKeptQueryKey(key)).toBe(false);
  });

  test.each([
    [{ accessToken: 'x' }],
    [{ jwt: 'x' }],
    [{ items: [{ id: 1, cardNumber: '4111111111111111' }] }],
    [{ card: { cvv: '123' } }],
    [{ pin: '1234' }],
    [{ smsCode: '000000' }],
    [{ otp: '000000' }],
    [{ codeVerifier: 'v' }],
    [{ password: 'p' }],
  ])('an allow-listed key holding a secret field is not kept: %j', (data) => {
    expect(holdsSecret(data)).toBe(true);
    expect(isPersistable(['auth', 'customer'], data)).toBe(false);
  });

  test('dictionaries and customer info hold no secret fields', () => {
    expect(holdsSecret(countries)).toBe(false);
    expect(holdsSecret([{ id: 1, code: 'card', name: 'Card' }])).toBe(false);
    expect(holdsSecret({ ...customer, residenceCountryCode: 'DE', login2faMode: 'no' })).toBe(false);
  });
});

describe('writing and restoring', () => {
  function filledClient() {
    const client = new QueryClient();
    client.setQueryData(['auth', 'customer'], customer);
    client.setQueryData(['kyc-dictionary', 'countries', '', 'en'], countries);
    client.setQueryData(['cards', 'virtual-details', 5], { pan: '4111', expiry: '12/30' });
    return client;
  }

  test('only the kept answers are written, with the build and the session they belong to', () => {
    writePersistedQueries(filledClient());
    const value = JSON.parse(stored() ?? 'null');
    expect(value).toMatchObject({ buster: persistenceBuster, family: sessionState().family, fromCustomerId: null });
    expect(value.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['auth', 'customer'],
      ['kyc-dictionary', 'countries', '', 'en'],
    ]);
    expect(stored()).not.toContain('access-1');
    expect(stored()).not.toContain('refresh-1');
  });

  test('a new page restores them with their age, so staleness is kept', () => {
    writePersistedQueries(filledClient());
    const next = new QueryClient();
    startQueryPersistence(next)();
    expect(next.getQueryData(['auth', 'customer'])).toEqual(customer);
    expect(next.getQueryData(['kyc-dictionary', 'countries', '', 'en'])).toEqual(countries);
    expect(next.getQueryData(['cards', 'virtual-details', 5])).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"buster":'],
    ['a different shape', '{"queries":"x"}'],
    [
      'a query without data state',
      JSON.stringify({ buster: persistenceBuster, family: 'f', fromCustomerId: null, queries: [{}] }),
    ],
    ['a plain string', '"hello"'],
  ])('a malformed stored value (%s) is ignored and dropped', (_, raw) => {
    sessionStorage.setItem(storageKeys.queries, raw);
    const next = new QueryClient();
    expect(() => startQueryPersistence(next)()).not.toThrow();
    expect(next.getQueryCache().getAll()).toHaveLength(0);
    expect(readPersistedQueries()).toBeNull();
  });

  test('answers of another sign-in, another company, another build or too old are not restored', () => {
    writePersistedQueries(filledClient());
    const value = JSON.parse(stored() ?? 'null');
    const restoredWith = (changed: object) => {
      sessionStorage.setItem(storageKeys.queries, JSON.stringify({ ...value, ...changed }));
      return readPersistedQueries()?.queries.length ?? 0;
    };
    expect(restoredWith({})).toBe(2);
    expect(restoredWith({ family: 'another' })).toBe(0);
    expect(restoredWith({ fromCustomerId: 42 })).toBe(0);
    expect(restoredWith({ buster: '0.0.1:1' })).toBe(0);
    sessionStorage.setItem(storageKeys.queries, JSON.stringify(value));
    expect(readPersistedQueries(Date.now() + persistedMaxAge + 1)?.queries).toEqual([]);
  });

  test('a stored value naming a key outside the list is not restored', () => {
    const value = {
      buster: persistenceBuster,
      family: sessionState().family,
      fromCustomerId: null,
      queries: [
        {
          queryKey: ['cards', 'virtual-details', 5],
          queryHash: '["cards","virtual-details",5]',
          state: { data: { pan: '4111' }, dataUpdatedAt: Date.now(), status: 'success' },
        },
      ],
    };
    sessionStorage.setItem(storageKeys.queries, JSON.stringify(value));
    expect(readPersistedQueries()?.queries).toEqual([]);
  });
});

describe('sign-out', () => {
  test('logout removes the kept answers, and a write due after it stores nothing', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const stop = startQueryPersistence(client);
      client.setQueryData(['auth', 'customer'], customer);
      vi.advanceTimersByTime(600);
      expect(stored()).toContain('anna@demo.paydeck.test');

      client.setQueryData(['kyc-dictionary', 'countries', '', 'en'], countries); // a write is due
      setLogoutNavigator(() => {});
      const logout = createLogout({
        getRefreshToken: () => sessionState().tokens?.refreshToken ?? null,
        clearSession: () => sessionState().clear(),
        revoke: async () => {},
      });
      logout('sessionExpired');
      client.clear();
      vi.advanceTimersByTime(600);
      expect(stored()).toBeNull();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  test('while signed out nothing is written', () => {
    sessionState().clear();
    sessionStorage.setItem(storageKeys.queries, 'left over');
    const client = new QueryClient();
    client.setQueryData(['auth', 'customer'], customer);
    writePersistedQueries(client);
    expect(stored()).toBeNull();
  });
});
