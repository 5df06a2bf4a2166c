import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type CompanyAction, pageRedirect } from '../model/company-rights';
import { kycRedirect } from '../model/kyc-guard';
import { companyIdFrom } from '../session/company-id';
import { sessionState } from '../session/store';
import { rememberTarget, takeExpiry } from '../session/target';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the page needs of the company acted for (model/company-rights.ts); the `_session` guard checks it. */
    needs?: CompanyAction;
  }
}

export interface GuardInput {
  location: { pathname: string; href: string; search: unknown };
  context: { queryClient: QueryClient };
}

type MatchedRoutes = readonly { staticData?: { needs?: CompanyAction } }[];

/**
 * The `_session` layout's beforeLoad: without a session the target is remembered (internal paths
 * only) and the person goes to /login (saying the session expired when it did: a reload may race the
 * tab's own way there); with one, the kept query answers are restored (session/query-persistence.ts);
 * `?fromCustomerId=` switches the company acted for (business and admin users); a pending KYC requirement
 * forces /kyc; then the company right: a person without balance-info access gets the company documents on
 * every other page, and a page whose route `needs` what the right does not allow sends home
 * (model/company-rights.ts). `matches` are the router's matched routes (their `staticData.needs`), typed
 * `unknown`: naming the router's type here made the `_session` route's own type
 * refer to itself.
 */
export async function requireSession({ location, context }: GuardInput, matches?: unknown): Promise<void> {
  if (!sessionState().tokens) {
    const expired = takeExpiry();
    rememberTarget(location.href);
    throw redirect({ href: expired ? '/login?reason=sessionExpired' : '/login', replace: true });
  }
  // the kept answers (customer, dictionaries, company, contracts, support) come back before any page asks
  const { startQueryPersistence } = await import('../session/query-persistence');
  startQueryPersistence(context.queryClient);
  const requested = companyIdFrom((location.search as Record<string, unknown> | undefined)?.fromCustomerId);
  const { customer } = sessionState();
  if (
    requested !== undefined &&
    requested !== sessionState().fromCustomerId &&
    customer &&
    (customer.customerType !== 0 || customer.isAdmin)
  ) {
    try {
      const { actForCompany } = await import('../session/company');
      await actForCompany(context.queryClient, requested);
    } catch {
      // no access to that company: stay with the current one
    }
  }
  const state = sessionState();
  const kyc =
    state.customer &&
    kycRedirect({
      pathname: location.pathname,
      isAdmin: state.customer.isAdmin,
      customerNeedsKyc: state.customer.isNeedKyc,
      actingForCompany: state.fromCustomerId !== null,
      companyNeedsKyc: state.companyNeedsKyc,
    });
  // customer info not loaded yet: the runtime loads it and the next navigation checks KYC
  if (kyc) throw redirect({ href: kyc, replace: true });
  const needs = ((matches ?? []) as MatchedRoutes).flatMap((match) => match.staticData?.needs ?? []);
  const rights = pageRedirect(state, location.pathname, needs);
  if (rights) throw redirect({ href: rights, replace: true });
}
