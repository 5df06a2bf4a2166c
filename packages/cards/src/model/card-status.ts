// Card status ids (payments.md 4) and the account status that means closed (payments.md 3).

export const CardStatus = {
  submitted: 0,
  active: 2,
  canceled: 4,
  fraud: 18,
  printing: 19,
  printed: 20,
  shipped: 21,
  pending: 23,
  limited: 27,
  expired: 38,
  processing: 41,
  pendingReview: 65,
  paused: 71,
} as const;

/** Account status 11: the card account is closed, whatever its card status was. */
export const CLOSED_ACCOUNT_STATUS = 11;

/** Every card status id the spec names, in a stable order (stories and rule tables iterate it). */
export const cardStatusIds: readonly number[] = Object.values(CardStatus).sort((a, b) => a - b);

/** Prepaid card accounts (payments.md 3). */
export const PREPAID_CARD_ACCOUNT_TYPE = 4001;
