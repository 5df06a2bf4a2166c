import { isApiError, type LoginFlow, type Term, type Tokens } from '@paydeck/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { bridge } from '../bridge/instance';
import { type AccessInfo, type Customer, isBusiness } from '../api/customer';
import { acceptTerms } from '../api/terms';
import type { Completion } from '../login/controller';
import { resolveLanding } from '../model/landing';
import { toSessionTokens } from './access-token';
import { scheduleAfterLogin } from './after-login';
import { api } from './clients';
import { actForCompany } from './company';
import { entryCompany } from './company-id';
import { customerInfoQuery } from './queries';
import { sessionState } from './store';
import { forgetTarget, peekTarget } from './target';
import { closeTerms } from './terms';

/** Stores the tokens of a finished sign-in, then loads what the landing needs. */
export async function completeSignIn(
  queryClient: QueryClient,
  tokens: Tokens,
  flow: LoginFlow,
  options?: { entryCode?: boolean },
): Promise<Completion> {
  queryClient.clear();
  sessionState().signIn(toSessionTokens(tokens, Date.now()), flow, options);
  return continueSignIn(queryClient);
}

/**
 * Customer info (a TE answer makes the terms the next step), the company to act for, then the
 * landing of identity spec 2.3. The remembered target is spent here.
 */
export async function continueSignIn(queryClient: QueryClient): Promise<Completion> {
  let customer: Customer;
  try {
    customer = await queryClient.fetchQuery({ ...customerInfoQuery(), staleTime: 0 });
  } catch (error) {
    if (isApiError(error) && error.code === 'TE' && error.terms.length > 0) {
      closeTerms(); // the sign-in page shows them as its own step
      return { kind: 'terms', terms: error.terms };
    }
    throw error;
  }
  const requested = entryCompany.take();
  let access: AccessInfo | undefined;
  let actingForCompany = false;
  if (requested !== undefined && (isBusiness(customer) || customer.isAdmin)) {
    try {
      access = await actForCompany(queryClient, requested);
      actingForCompany = true;
    } catch {
      // no access to the company asked for: the ordinary landing
    }
  }
  if (!actingForCompany && isBusiness(customer) && !customer.isHaveRelatedAccounts && !customer.isAdmin) {
    access = await actForCompany(queryClient, Number(customer.customerId));
  }
  const landing = resolveLanding({ customer, access, actingForCompany, initialPath: peekTarget() });
  forgetTarget();
  const completedAt = Date.now();
  sessionState().completeLogin(completedAt);
  scheduleAfterLogin(completedAt);
  void bridge.send('loginSuccess');
  return { kind: 'landing', landing };
}

export async function acceptTermsAndContinue(queryClient: QueryClient, terms: readonly Term[]): Promise<Completion> {
  await acceptTerms(api, terms);
  return continueSignIn(queryClient);
}
