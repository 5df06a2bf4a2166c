import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PreapprovedType } from './search';

export const typeLabels: Record<PreapprovedType, MessageDescriptor> = {
  subscription: msg`Recurring transfer`,
  p2p: msg`Person to person`,
};

/** The frequencies WIRE.md decides; another one from the server is shown as sent. */
export const frequencyLabels: Partial<Record<string, MessageDescriptor>> = {
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
};

/** The popup of a refused or failed cancel (payments.md 8). */
export const actionConfirmationTitle = msg`Action Confirmation`;
