// The person menu's entries (the shell shows them through `@paydeck/auth/person-menu`): a small module of
// data and one rule, so whoever lists them pulls no screen into the first paint.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { allowedEntries, type RightsHolder } from './model/company-rights';

export {
  allowedEntries,
  type CompanyAction,
  type GuardedEntry,
  type RightsHolder,
} from './model/company-rights';

/** What decides whether an entry shows: the signed-in person. */
export interface PersonMenuPerson {
  customerType: number;
  isHaveRelatedAccounts: boolean;
}

export interface PersonMenuItem {
  id: 'settings' | 'loginHistory' | 'payoutBlacklist' | 'switchCompany';
  to: string;
  label: MessageDescriptor;
  /** Shown only to these people (every signed-in person when absent). */
  shownTo?: (person: PersonMenuPerson) => boolean;
}

/** A business person with related companies chooses which one to act for (identity spec 2.3, 6). */
export const canSwitchCompany = (person: PersonMenuPerson) => person.customerType !== 0 && person.isHaveRelatedAccounts;

/** In order; sign-out comes last, as an action, not a link. */
export const personMenuItems: readonly PersonMenuItem[] = [
  { id: 'settings', to: '/setting', label: msg`Security settings` },
  { id: 'loginHistory', to: '/login-history', label: msg`Login history` },
  { id: 'payoutBlacklist', to: '/payout-blacklist', label: msg`Payout blacklist` },
  { id: 'switchCompany', to: '/select-company', label: msg`Switch company`, shownTo: canSwitchCompany },
];

/**
 * The entries a person sees; before customer info is known, only those shown to everyone. With the session's
 * rights, only pages the person may open (a person limited to the company documents has no payout blacklist).
 */
export function personMenuFor(person: PersonMenuPerson | null, rights?: RightsHolder): PersonMenuItem[] {
  const shown = personMenuItems.filter((item) => !item.shownTo || (person !== null && item.shownTo(person)));
  return rights ? allowedEntries(shown, rights) : shown;
}
