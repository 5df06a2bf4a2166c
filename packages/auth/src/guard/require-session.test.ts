import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import type { CompanyAction } from '../model/company-rights';
import { emptySession, type CustomerSummary, useSessionStore } from '../session/store';
import { peekTarget, rememberExpiry } from '../session/target';
import { requireSession } from './require-session';

vi.mock('../session/company', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../session/company')>()),
  actForCompany: vi.fn(async () => {
    throw new Error('no access');
  }),
}));

const customer: CustomerSummary = {
  userId: 1,
  customerId: 1,
  login: 'anna@demo.paydeck.test',
  firstName: 'Anna',
  lastName: 'Novak',
  businessName: null,
  customerType: 0,
  isAdmin: false,
  isHaveRelatedAccounts: false,
  isNeedKyc: false,
  verified: true,
  limited: false,
  login2faMode: null,
};
const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 300_000 };
const context = { queryClient: new QueryClient() };
const at = (href: string) => {
  const url = new URL(href, 'http://app.test');
  return { pathname: url.pathname, href, search: Object.fromEntries(url.searchParams) };
};

async function outcome(href: string, needs?: CompanyAction): Promise<string | undefined> {
  try {
    await requireSession({ location: at(href), context }, [{ staticData: {} }, { staticData: { needs } }]);
    return undefined;
  } catch (error) {
    if (isRedirect(error)) return error.options.href;
    throw error;
  }
}

describe('requireSession (the _session guard)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSessionStore.setState(emptySession);
  });

  test('without a session: remembers the target and goes to /login', async () => {
    expect(await outcome('/setting?tab=devices')).toBe('/login');
    expect(peekTarget()).toBe('/setting?tab=devices');
  });

  test('without a session after it expired: /login says so, once (a reload raced the way there)', async () => {
    rememberExpiry();
    expect(await outcome('/login-history')).toBe('/login?reason=sessionExpired');
    expect(await outcome('/login-history')).toBe('/login');
  });

  test('an unsafe target is not remembered', async () => {
    expect(await outcome('//evil.example/x')).toBe('/login');
    expect(peekTarget()).toBeUndefined();
  });

  test('with a session: passes', async () => {
    useSessionStore.setState({ tokens, customer });
    expect(await outcome('/setting')).toBeUndefined();
  });

  test('a pending KYC requirement forces /kyc', async () => {
    useSessionStore.setState({ tokens, customer: { ...customer, isNeedKyc: true } });
    expect(await outcome('/setting')).toBe('/kyc?reason=kycRequired');
    expect(await outcome('/kyc')).toBeUndefined();
  });

  test('a company the user cannot act for is ignored', async () => {
    useSessionStore.setState({ tokens, customer: { ...customer, customerType: 2 } });
    expect(await outcome('/home?fromCustomerId=99')).toBeUndefined();
    expect(useSessionStore.getState().fromCustomerId).toBeNull();
  });

  describe('the company right, on every page (issue 36)', () => {
    const business = { ...customer, customerType: 2 };
    const actingWith = (accessRights: number, companyNeedsKyc = false) =>
      useSessionStore.setState({ tokens, customer: business, fromCustomerId: 40, accessRights, companyNeedsKyc });

    test.each([
      ['/home', 5],
      ['/history?accountId=3', 5],
      ['/statements', 5],
      ['/transfer/account', 5],
      ['/cards/12', 5],
      ['/home', 0],
    ])('%s for right %i: the company documents', async (href, right) => {
      actingWith(right);
      expect(await outcome(href)).toBe('/company-documents');
    });

    test('right 5 opens the company documents and her own settings', async () => {
      actingWith(5);
      expect(await outcome('/company-documents')).toBeUndefined();
      expect(await outcome('/setting')).toBeUndefined();
    });

    test('a pending KYC requirement of the company still forces /kyc first', async () => {
      actingWith(5, true);
      expect(await outcome('/home')).toBe('/kyc?reason=companyKycRequired');
      expect(await outcome('/kyc')).toBeUndefined();
    });

    test('a page whose route needs what the right does not allow sends home', async () => {
      actingWith(1);
      expect(await outcome('/transfer/p2p', 'initiate')).toBe('/home');
      expect(await outcome('/home')).toBeUndefined();
      actingWith(3);
      expect(await outcome('/transfer/p2p', 'initiate')).toBeUndefined();
      expect(await outcome('/transfer/requests', 'approve')).toBe('/home');
    });

    test('without a company acted for (a personal customer) nothing is limited', async () => {
      useSessionStore.setState({ tokens, customer });
      expect(await outcome('/transfer/requests', 'approve')).toBeUndefined();
    });
  });
});
