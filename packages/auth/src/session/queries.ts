import { queryOptions } from '@tanstack/react-query';
import {
  customerPermissions,
  customerSummary,
  fetchAccessInfo,
  fetchCustomerInfo,
  termsToAccept,
} from '../api/customer';
import { authKeys } from '../api/keys';
import { api } from './clients';
import { sessionState } from './store';
import { openTerms } from './terms';

/**
 * Customer info of the customer acted for; each answer also refreshes the session's summary and flags, and
 * terms it lists as not accepted open the terms dialog, as a TE answer's do.
 */
export const customerInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.customer(),
    queryFn: async ({ signal }) => {
      const { customer, terms } = await fetchCustomerInfo(api, signal);
      openTerms(termsToAccept(terms));
      sessionState().setCustomer(customerSummary(customer), customerPermissions(customer));
      return customer;
    },
    staleTime: 60_000,
  });

/** Access info of a company (null: the customer's own). */
export const accessInfoQuery = (fromCustomerId: number | null) =>
  queryOptions({
    queryKey: authKeys.access(fromCustomerId),
    queryFn: ({ signal }) => fetchAccessInfo(api, fromCustomerId, signal),
    staleTime: 60_000,
  });
