// The transfers section's entries (payments.md 6): the rails this session may use that have a screen (for those
// whose company right lets them send), preapproved payments, and the company's transaction requests for those who
// decide them (rights 2 and 4).
import { massRouteSegment, massTransferRails } from '../../model/mass-transfer';
import {
  allowedMassRails,
  allowedRails,
  allowedWithdrawalRails,
  companyRequestActions,
  type Rail,
  type RailFlag,
} from '../../model/rails';

export type SectionEntryId = 'account' | 'p2p' | 'external' | 'mass' | 'preapproved' | 'requests';
export interface SectionEntry {
  id: SectionEntryId;
  href: string;
}

/** The paths of the section's screens (the spec's routes; the requests page is named here). */
export const sectionPaths: Record<SectionEntryId, string> = {
  account: '/transfer/account',
  p2p: '/transfer/p2p',
  external: '/transfer/external',
  mass: '/transfer/mass/$rail',
  preapproved: '/transfer/preapproved-payments',
  requests: '/transfer/requests',
};

/** The rails that have a screen of their own in this section, in the section's order. */
const railEntries: Partial<Record<Rail, SectionEntryId>> = {
  betweenAccounts: 'account',
  p2p: 'p2p',
  // every external rail opens transfer/external (one entry, whichever of them the flags allow)
  oct: 'external',
  wire: 'external',
  eft: 'external',
  crypto: 'external',
  instant: 'external',
  interac: 'external',
};

/** The mass entry opens the first mass screen the session may use (payments.md 6 "Mass sending"), or none. */
function massHref(has: (flag: RailFlag) => boolean): string | null {
  const allowed = allowedMassRails(has);
  const rail = massTransferRails.find((candidate) => allowed.includes(candidate));
  if (rail) return `/transfer/mass/${massRouteSegment[rail]}`;
  return allowed.includes('global') ? '/transfer/mass/global' : null;
}

export function sectionEntries(input: {
  has: (flag: RailFlag) => boolean;
  accessRight: number | null;
  /** The company right lets the person send (auth's `can('initiate')`): a read-only user sends nothing. */
  canInitiate: boolean;
  /** Whether the app has a route at a path (screens still to come are not offered). */
  routeExists: (path: string) => boolean;
}): SectionEntry[] {
  const mass = input.canInitiate ? massHref(input.has) : null;
  const rails = input.canInitiate ? allowedRails(input.has) : [];
  // An own-account withdrawal by an external rail opens transfer/external too (its "my own account").
  const withdrawals = input.canInitiate ? allowedWithdrawalRails(input.has) : [];
  const ids: SectionEntryId[] = [
    ...new Set([...rails, ...withdrawals].flatMap((rail) => railEntries[rail] ?? [])),
    ...(mass ? (['mass'] as const) : []),
    'preapproved',
    ...(companyRequestActions(input.accessRight).seeRequests ? (['requests'] as const) : []),
  ];
  // sectionPaths names each entry's route (what must exist); the mass entry links to one rail of it.
  return ids
    .filter((id) => input.routeExists(id === 'mass' && mass?.endsWith('/global') ? mass : sectionPaths[id]))
    .map((id) => ({ id, href: id === 'mass' ? (mass as string) : sectionPaths[id] }));
}
