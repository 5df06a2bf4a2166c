// The text of each card status (payments.md 4), translated where it is shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import { CardStatus, CLOSED_ACCOUNT_STATUS } from './card-status';

const texts: Record<number, MessageDescriptor> = {
  [CardStatus.submitted]: msg`Submitted`,
  [CardStatus.active]: msg`Active`,
  [CardStatus.canceled]: msg`Canceled`,
  [CardStatus.fraud]: msg`Blocked for fraud`,
  [CardStatus.printing]: msg`Printing`,
  [CardStatus.printed]: msg`Printed`,
  [CardStatus.shipped]: msg`Shipped`,
  [CardStatus.pending]: msg`Pending`,
  [CardStatus.limited]: msg`Limited`,
  [CardStatus.expired]: msg`Expired`,
  [CardStatus.processing]: msg`Processing`,
  [CardStatus.pendingReview]: msg`Pending review`,
  [CardStatus.paused]: msg`Paused`,
  [CLOSED_ACCOUNT_STATUS]: msg`Closed`,
};

/** The status's text; an id the spec does not name says so with the id. */
export const cardStatusText = (statusId: number): MessageDescriptor =>
  texts[statusId] ?? msg`Unknown status (${statusId})`;

const tones: Record<number, StatusTone> = {
  [CardStatus.active]: 'success',
  [CardStatus.paused]: 'warning',
  [CardStatus.limited]: 'warning',
  [CardStatus.expired]: 'warning',
  [CardStatus.canceled]: 'danger',
  [CardStatus.fraud]: 'danger',
  [CLOSED_ACCOUNT_STATUS]: 'neutral',
};

/** The badge tone of a status: in progress (printing, shipped, pending…) reads as information. */
export const cardStatusTone = (statusId: number): StatusTone => tones[statusId] ?? 'info';
