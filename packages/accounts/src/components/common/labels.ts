import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';

/** Transaction statuses (the sandbox's ids: 2 completed, 23 pending at the clearing, 41 processing, 26 rejected, 4 canceled). */
export const transactionStatusLabels: Record<number, { label: MessageDescriptor; tone: StatusTone }> = {
  2: { label: msg`Completed`, tone: 'success' },
  23: { label: msg`Pending`, tone: 'info' },
  41: { label: msg`Processing`, tone: 'warning' },
  26: { label: msg`Rejected`, tone: 'danger' },
  4: { label: msg`Canceled`, tone: 'neutral' },
};

export function transactionStatus(statusId: number, fallback: string, i18n: I18n): { text: string; tone: StatusTone } {
  const known = transactionStatusLabels[statusId];
  return known ? { text: i18n._(known.label), tone: known.tone } : { text: fallback, tone: 'neutral' };
}

export const directionLabels = {
  all: msg`All directions`,
  incoming: msg`Incoming`,
  outgoing: msg`Outgoing`,
} satisfies Record<string, MessageDescriptor>;

export const batchStatusLabels: Record<string, { label: MessageDescriptor; tone: StatusTone }> = {
  processing: { label: msg`Processing`, tone: 'warning' },
  completed: { label: msg`Completed`, tone: 'success' },
  partiallyCompleted: { label: msg`Partially completed`, tone: 'warning' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  pending: { label: msg`Waiting`, tone: 'neutral' },
  canceled: { label: msg`Canceled`, tone: 'neutral' },
  /** A global pay batch not submitted yet (its screen edits it). */
  draft: { label: msg`Draft`, tone: 'neutral' },
};

/** Mass-transfer types (batch files and samples) in words. */
export const massTypeLabels: Record<string, MessageDescriptor> = {
  p2p: msg`Person to person`,
  wire: msg`Wire transfer`,
  eft: msg`EFT`,
  oct: msg`Card payout`,
  crypto: msg`Crypto`,
  crypto_eft: msg`Crypto`,
  instant: msg`Instant payment`,
  instant_payment: msg`Instant payment`,
  interac: msg`Interac`,
  global: msg`Global transfer`,
  globalPay: msg`Global transfer`,
};

export const labelOf = (labels: Record<string, MessageDescriptor>, key: string, i18n: I18n): string => {
  const descriptor = labels[key];
  return descriptor ? i18n._(descriptor) : key;
};
