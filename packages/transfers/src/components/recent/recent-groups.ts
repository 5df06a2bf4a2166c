// Recent transfers split by permission (payments.md 6): "own" (between the person's own accounts) and
// "3d" (to others). Disabled ones are hidden (payments.md 3); a third-party transfer is listed only when its
// rail is one this session may use, and the group only when the session may send to others at all.
import type { RecentTransfer } from '../../api/p2p';
import { allowedRails, type Rail, type RailFlag } from '../../model/rails';

export type RecentGroupId = 'own' | 'thirdParty';
export interface RecentGroup {
  id: RecentGroupId;
  transfers: RecentTransfer[];
}

/**
 * The wire's recent types (payments.md 9: the home types eft, wire, oct, p2p, crypto_eft, instant_payment;
 * the external list adds interac) and the rail whose flag each needs.
 */
export const recentTypeRails: Readonly<Record<string, Rail>> = {
  betweenAccounts: 'betweenAccounts',
  p2p: 'p2p',
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  crypto_eft: 'crypto',
  instant_payment: 'instant',
  interac: 'interac',
};

/**
 * The groups to show, in order, each with its visible transfers; a group the session may not see is absent,
 * an allowed group with nothing to show is kept with an empty list (the panel decides how to say so).
 */
export function recentGroups(
  split: { own: readonly RecentTransfer[]; thirdParty: readonly RecentTransfer[] },
  has: (flag: RailFlag) => boolean,
): RecentGroup[] {
  const allowed = new Set(allowedRails(has));
  const shown = (transfer: RecentTransfer) => !transfer.isDisabled;
  const groups: RecentGroup[] = [];
  if (allowed.has('betweenAccounts')) groups.push({ id: 'own', transfers: split.own.filter(shown) });
  if ([...allowed].some((rail) => rail !== 'betweenAccounts')) {
    const railAllowed = (transfer: RecentTransfer) => {
      const rail = recentTypeRails[transfer.type];
      return rail !== undefined && rail !== 'betweenAccounts' && allowed.has(rail);
    };
    groups.push({ id: 'thirdParty', transfers: split.thirdParty.filter((t) => shown(t) && railAllowed(t)) });
  }
  return groups;
}
