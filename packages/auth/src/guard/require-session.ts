import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { kycRedirect } from '../model/kyc-guard';
import { companyIdFrom } from '../session/company-id';
import { sessionState } from '../session/store';
import { rememberTarget, takeExpiry } from '../session/target';

export interface GuardInput {
  location: { pathname: string; href: string; search: unknown };
  context: { queryClient: QueryClient };
}

/**
 * The `_session` layout's beforeLoad: without a session the target is remembered (internal paths
 * only) and the person goes to /login (saying the session expired when it did: a reload may race the
 * tab's own way there); `?fromCustomerId=` switches the company acted for (business
 * and admin users); a pending KYC requirement forces /kyc.
 */
export async function requireSession({ location, context }: GuardInput): Promise<void> {
  if (!sessionState().tokens) {
    const expired = takeExpiry();
    rememberTarget(location.href);
    throw redirect({ href: expired ? '/login?reason=sessionExpired' : '/login', replace: true });
  }
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
  if (!state.customer) return; // not loaded yet: the runtime loads it and the next navigation checks
  const next = kycRedirect({
    pathname: location.pathname,
    isAdmin: state.customer.isAdmin,
    customerNeedsKyc: state.customer.isNeedKyc,
    actingForCompany: state.fromCustomerId !== null,
    companyNeedsKyc: state.companyNeedsKyc,
  });
  if (next) throw redirect({ href: next, replace: true });
}
