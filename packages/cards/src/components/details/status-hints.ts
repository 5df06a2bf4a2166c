// One sentence per card status saying what it means for the person (shown under the status on the card
// page). The spec names the statuses, not these sentences: they are this package's wording.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CardStatus, CLOSED_ACCOUNT_STATUS } from '../../model/card-status';

const hints: Record<number, MessageDescriptor> = {
  [CardStatus.submitted]: msg`We have your order and will start making the card soon.`,
  [CardStatus.printing]: msg`The card is being printed.`,
  [CardStatus.printed]: msg`The card is printed and will be shipped soon.`,
  [CardStatus.processing]: msg`We are preparing the card.`,
  [CardStatus.shipped]: msg`The card is on its way. Activate it once it arrives.`,
  [CardStatus.pending]: msg`The card is waiting for a check on our side. We will let you know when it is ready.`,
  [CardStatus.pendingReview]: msg`The card is being reviewed. We will let you know when it is ready.`,
  [CardStatus.limited]: msg`The card is limited: you can see its history, nothing else.`,
  [CardStatus.paused]: msg`The card is paused: payments and withdrawals with it are declined until you unpause it.`,
  [CardStatus.expired]: msg`The card has expired.`,
  [CardStatus.canceled]: msg`The card is canceled and can no longer be used.`,
  [CardStatus.fraud]: msg`The card is blocked because of suspected fraud. Contact support to find out more.`,
  [CLOSED_ACCOUNT_STATUS]: msg`This card account is closed.`,
};

export const cardStatusHint = (statusId: number): MessageDescriptor | null => hints[statusId] ?? null;
