// Where each mass rail's screens are (payments.md 2): transfer/mass/<segment>, and the confirm screens
// transfer/external/mass/confirm (external rails) and transfer/mass/p2p/confirm.
import { massRouteSegment, type MassTransferRail, massTransferRails } from '../../model/mass-transfer';
import type { Rail } from '../../model/rails';
import type { MassScreenRail } from '../../components/mass/labels';

export const massUploadPath = (rail: MassScreenRail): string =>
  rail === 'global' ? '/transfer/mass/global' : `/transfer/mass/${massRouteSegment[rail]}`;

export const massConfirmPath = (rail: MassTransferRail) =>
  rail === 'p2p' ? ('/transfer/mass/p2p/confirm' as const) : ('/transfer/external/mass/confirm' as const);

/** The mass screens this session may open, in the switcher's order (payments.md 6 "Mass sending"). */
export function massScreens(allowed: readonly Rail[]): { rail: MassScreenRail; href: string }[] {
  const rails: MassScreenRail[] = [
    ...massTransferRails.filter((rail) => allowed.includes(rail)),
    ...(allowed.includes('global') ? (['global'] as const) : []),
  ];
  return rails.map((rail) => ({ rail, href: massUploadPath(rail) }));
}
