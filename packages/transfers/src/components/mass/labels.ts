// The words of the mass transfer screens that depend on the rail (payments.md 2 "mass variants").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MassTransferRail } from '../../model/mass-transfer';

/** A mass screen's rail: the seven of this flow, and global pay (its own upload screen, linked from the switcher). */
export type MassScreenRail = MassTransferRail | 'global';

export const massRailLabels: Record<MassScreenRail, MessageDescriptor> = {
  wire: msg`Wire`,
  eft: msg`Bank transfer (EFT)`,
  oct: msg`Card payout`,
  crypto: msg`Digital (crypto)`,
  instant: msg`Instant payment`,
  interac: msg`Interac`,
  p2p: msg`To people`,
  global: msg`Global pay`,
};

export const massTitles: Record<MassTransferRail, MessageDescriptor> = {
  wire: msg`Mass wire transfer`,
  eft: msg`Mass bank transfer (EFT)`,
  oct: msg`Mass card payout`,
  crypto: msg`Mass digital transfer`,
  instant: msg`Mass instant payment`,
  interac: msg`Mass Interac transfer`,
  p2p: msg`Mass transfer to people`,
};
