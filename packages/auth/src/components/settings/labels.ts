import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlockType, TwoStepMode, TwoStepType } from '../../api/security';

export const twoStepTypeLabels: Record<TwoStepType, MessageDescriptor> = {
  none: msg`Off`,
  push: msg`Push approval in the mobile app`,
  otp: msg`Authenticator code`,
  sms: msg`SMS code`,
};

export const twoStepModeLabels: Record<TwoStepMode, MessageDescriptor> = {
  login: msg`Signing in`,
  transaction: msg`Approving payments`,
};

/**
 * The tone of the "Current" badge beside a mode's setting: a second step in place reads as good; off is a weak
 * setting, marked as a warning, never praised in green.
 */
export const currentTwoStepTone = (type: TwoStepType): 'success' | 'warning' =>
  type === 'none' ? 'warning' : 'success';

/** What off means, said under a mode left without a second step, and the nudge to choose one. */
export const twoStepOffWarnings: Record<TwoStepMode, MessageDescriptor> = {
  login: msg`Your password alone signs you in. Choose a second step to protect your account.`,
  transaction: msg`Your password alone approves your payments. Choose a second step to protect your money.`,
};

/** A two-step setup answered without its request id (payments spec 5, verbatim). */
export const noOperationIdText: MessageDescriptor = msg`Not Operation Id, Fail Operation`;

export const blockTypeLabels: Record<BlockType, MessageDescriptor> = {
  payments: msg`Payments to me`,
  invoices: msg`Invoices to me`,
  all: msg`Payments and invoices`,
};

/** A server mode as one of ours ('no' and empty mean off, identity spec 3). */
export function twoStepTypeOf(value: string | null | undefined): TwoStepType {
  if (value === 'push' || value === 'otp' || value === 'sms') return value;
  return 'none';
}
