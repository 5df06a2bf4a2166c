import { useShallow } from 'zustand/react/shallow';
import {
  allowedEntries,
  type CompanyAction,
  companyCan,
  type GuardedEntry,
  isDocumentsOnly,
  readsOnly,
  type RightsHolder,
} from '../model/company-rights';
import { useSessionStore } from './store';

const holderOf = ({ customer, fromCustomerId, accessRights }: RightsHolder): RightsHolder => ({
  customer,
  fromCustomerId,
  accessRights,
});

/**
 * What the person may do for the customer acted for (model/company-rights.ts): screens ask this one hook
 * before offering an action, e.g. `can('initiate')` hides send, pay and create from a read-only user;
 * `readsOnly` hides even the person's own settings from an admin acting for a customer;
 * `allowed(entries)` keeps the navigation entries whose pages the person may open.
 */
export function useCompanyRights() {
  const holder = useSessionStore(useShallow(holderOf));
  return {
    can: (action: CompanyAction) => companyCan(holder, action),
    documentsOnly: isDocumentsOnly(holder),
    readsOnly: readsOnly(holder),
    allowed: <T extends GuardedEntry>(entries: readonly T[]) => allowedEntries(entries, holder),
  };
}
